import { base64UrlEncode, hmacSha256, sameText } from '../auth/encoding.server'

// The detailer's Confirm / Decline link: signed, expiring, and single-use because it acts only
// on a pending request (the first POST moves it out of pending). Nothing is stored.

export const RESPOND_LINK_TTL_DAYS = 7

export interface RespondLink {
  bookingId: number
  /** Expiry, seconds since the epoch. */
  expires: number
}

async function signature(secret: string, link: RespondLink): Promise<string> {
  const mac = await hmacSha256(secret, `booking-respond|${link.bookingId}|${link.expires}`)
  return base64UrlEncode(mac).slice(0, 32)
}

/** The query string of a respond link: id, exp, sig (and which button the link was). */
export async function respondQuery(
  secret: string,
  bookingId: number,
  now: Date,
  choice: 'confirm' | 'decline',
): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + RESPOND_LINK_TTL_DAYS * 86_400
  const sig = await signature(secret, { bookingId, expires })
  return new URLSearchParams({
    id: String(bookingId),
    exp: String(expires),
    sig,
    choice,
  }).toString()
}

export type RespondCheck = { ok: true; link: RespondLink } | { ok: false; expired: boolean }

/** A wrong signature is indistinguishable from a missing booking; expiry is checked after it. */
export async function checkRespondLink(
  secret: string,
  params: URLSearchParams,
  now: Date,
): Promise<RespondCheck> {
  const id = params.get('id') ?? ''
  const exp = params.get('exp') ?? ''
  const sig = params.get('sig') ?? ''
  if (!/^\d{1,12}$/.test(id) || !/^\d{1,12}$/.test(exp) || sig.length !== 32)
    return { ok: false, expired: false }
  const link = { bookingId: Number(id), expires: Number(exp) }
  if (!sameText(sig, await signature(secret, link))) return { ok: false, expired: false }
  if (link.expires * 1000 <= now.getTime()) return { ok: false, expired: true }
  return { ok: true, link }
}
