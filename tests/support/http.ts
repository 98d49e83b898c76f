import { type TestWorker } from './worker'

export const DEMO_PASSWORD = 'Demo-pass-2026!'

export function postJson(
  worker: TestWorker,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return worker.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
}

export function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` }
}

export interface LoginResult {
  accessToken: string
  refreshToken: string
  cookie: string
  user: { id: number; role: string; affiliate_id: number | null }
}

/** Signs in through the real API; returns the tokens and the session cookie it set. */
export async function loginAs(
  worker: TestWorker,
  email: string,
  ip = '203.0.113.10',
): Promise<LoginResult> {
  const response = await postJson(
    worker,
    '/api/auth/login',
    { email, password: DEMO_PASSWORD },
    { 'CF-Connecting-IP': ip },
  )
  if (response.status !== 200)
    throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`)
  const body: { accessToken: string; refreshToken: string; user: LoginResult['user'] } =
    await response.json()
  const setCookie = response.headers.get('set-cookie') ?? ''
  return { ...body, cookie: setCookie.split(';')[0] ?? '' }
}

export async function count(worker: TestWorker, sql: string): Promise<number> {
  const row = await worker.db.prepare(sql).first<{ n: number }>()
  return row?.n ?? 0
}

/** The fields auth answers carry (spec §3/§7/§8); tests assert their presence at run time. */
export interface AuthBody {
  success: boolean
  user: {
    id: number
    name: string
    email: string
    phone: string | null
    role: string
    affiliate_id: number | null
  }
  accessToken: string
  refreshToken: string
  message: string
  error: string
  errors: Record<string, string>
  remainingAttempts: number
  retryAfterSeconds: number
  resetTime: string
}

/** Encodes a FormData body with its multipart boundary (Miniflare's fetch cannot take Node's FormData). */
export async function multipart(
  form: FormData,
): Promise<{ body: ArrayBuffer; headers: Record<string, string> }> {
  const encoded = new Request('http://encode.local/', { method: 'POST', body: form })
  return {
    body: await encoded.arrayBuffer(),
    headers: { 'Content-Type': encoded.headers.get('content-type') ?? '' },
  }
}

/** The forgot-password page's form post, from one client address. */
export function postForgot(worker: TestWorker, email: string, ip: string) {
  return worker.fetch('/forgot-password', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://localhost',
      'CF-Connecting-IP': ip,
    },
    body: new URLSearchParams({ email }).toString(),
  })
}
