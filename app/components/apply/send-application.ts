import { errorBody } from '~/lib/application-page'

// Spec §8 application errors.
export const TIMEOUT_MESSAGE =
  'Request timed out. Please check if the backend server is running and try again.'
export const NETWORK_MESSAGE = 'Network error. Please try again.'
/** Spec §9: the application request is abandoned after 30 s. */
export const APPLICATION_TIMEOUT_MS = 30_000

export type SendOutcome =
  { ok: true; body: unknown } | { ok: false; message: string; errors: Record<string, string> }

/**
 * Posts the form (multipart, images as files) to POST /api/affiliates/apply. XMLHttpRequest, not
 * fetch: only it reports upload progress, which drives the per-image progress bars.
 */
export function sendApplication(
  form: FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/affiliates/apply')
    xhr.timeout = APPLICATION_TIMEOUT_MS
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total)
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true, body })
      const { error, errors } = errorBody(body, `HTTP error! status: ${xhr.status}`)
      resolve({ ok: false, message: error, errors })
    }
    xhr.ontimeout = () => resolve({ ok: false, message: TIMEOUT_MESSAGE, errors: {} })
    xhr.onerror = () => resolve({ ok: false, message: NETWORK_MESSAGE, errors: {} })
    xhr.send(form)
  })
}

/**
 * Each image's share of the upload so far. The files are the last parts of the body, in order, so
 * file i has been sent once the bytes sent pass where it starts (total minus it and those after).
 */
export function fileProgress(sizes: number[], loaded: number, total: number): number[] {
  let after = 0
  const starts: number[] = []
  for (let i = sizes.length - 1; i >= 0; i--) {
    after += sizes[i] ?? 0
    starts[i] = total - after
  }
  return sizes.map((size, i) => {
    if (loaded >= total) return 1
    const sent = loaded - (starts[i] ?? 0)
    return size === 0 ? 0 : Math.min(1, Math.max(0, sent / size))
  })
}
