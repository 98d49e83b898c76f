import { loginAs } from './http'
import { type TestWorker } from './worker'

export interface DashboardPoster {
  cookie: string
  adminId: number
  /** Posts a form to /admin-dashboard (as a browser without JavaScript would) → status + HTML. */
  post(
    fields: Record<string, string> | FormData,
    search?: string,
  ): Promise<{ status: number; html: string }>
  get(search: string): Promise<{ status: number; html: string }>
}

/** Signs in as the demo admin with the page session, for the admin dashboard's forms. */
export async function dashboardAs(
  worker: TestWorker,
  email = 'admin@demo.test',
  ip = '203.0.113.60',
): Promise<DashboardPoster> {
  const session = await loginAs(worker, email, ip)
  const base = { Cookie: session.cookie, Origin: 'http://localhost' }
  return {
    cookie: session.cookie,
    adminId: session.user.id,
    async post(fields, search = '?tab=users') {
      let body: BodyInit
      const headers: Record<string, string> = { ...base }
      if (fields instanceof FormData) {
        const encoded = new Request('http://encode.local/', { method: 'POST', body: fields })
        body = new Uint8Array(await encoded.arrayBuffer())
        headers['Content-Type'] = encoded.headers.get('content-type') ?? ''
      } else {
        body = new URLSearchParams(fields).toString()
        headers['Content-Type'] = 'application/x-www-form-urlencoded'
      }
      const response = await worker.fetch(`/admin-dashboard${search}`, {
        method: 'POST',
        headers,
        body,
      })
      return { status: response.status, html: await response.text() }
    },
    async get(search) {
      const response = await worker.fetch(`/admin-dashboard${search}`, { headers: base })
      return { status: response.status, html: await response.text() }
    },
  }
}

/** Rows of the audit log, oldest first. */
export async function auditRows(worker: TestWorker) {
  const { results } = await worker.db
    .prepare(
      'SELECT admin_user_id, action, target_type, target_id, detail FROM admin_audit_log ORDER BY id',
    )
    .all<{
      admin_user_id: number
      action: string
      target_type: string
      target_id: number | null
      detail: string | null
    }>()
  return results
}
