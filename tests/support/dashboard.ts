import { type TestWorker } from './worker'

/** A dashboard form post as a browser sends it: same-origin, cookie session, urlencoded. */
export function postDashboard(
  worker: TestWorker,
  cookie: string,
  fields: Record<string, string | string[]>,
  { slug = 'jps', query = '' } = {},
) {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v)
  return worker.fetch(`/${slug}/dashboard${query}`, {
    method: 'POST',
    headers: {
      Origin: 'http://localhost',
      Cookie: cookie,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: body.toString(),
  })
}

/** The dashboard page's HTML for a signed-in cookie. */
export async function dashboardHtml(worker: TestWorker, cookie: string, path: string) {
  const response = await worker.fetch(path, { headers: { Cookie: cookie } })
  const html = await response.text()
  return {
    status: response.status,
    location: response.headers.get('location'),
    html,
    // What a reader sees: React's text separators removed.
    text: html.replace(/<!-- -->/g, ''),
  }
}
