import { REVIEW_LINK_TTL_DAYS } from '~/lib/customer-review'
import { base64UrlEncode, hmacSha256 } from '../auth/encoding.server'

// The review link of "How did {business} do?": /review/{job}.{expiry}.{signature}, signed like
// the booking's Confirm / Decline link. It is single-use because redeeming it writes the job's
// review_invites row in the same batch as the review (decision 029).

async function signature(secret: string, bookingId: number, expires: number): Promise<string> {
  const mac = await hmacSha256(secret, `review-invite|${bookingId}|${expires}`)
  return base64UrlEncode(mac).slice(0, 32)
}

/** The token of a link for the job `bookingId`, valid REVIEW_LINK_TTL_DAYS from `now`. */
export async function reviewToken(secret: string, bookingId: number, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + REVIEW_LINK_TTL_DAYS * 86_400
  return `${bookingId}.${expires}.${await signature(secret, bookingId, expires)}`
}

export type ReviewTokenCheck =
  { ok: true; bookingId: number } | { ok: false; reason: 'invalid' | 'expired' }

/** A wrong signature reads as an invalid link, whatever the job; expiry is checked after it. */
export async function checkReviewToken(
  secret: string,
  token: string,
  now: Date,
): Promise<ReviewTokenCheck> {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const bookingId = Number(match[1])
  const expires = Number(match[2])
  const sig = match[3] ?? ''
  const expected = await signature(secret, bookingId, expires)
  let diff = 0
  for (let i = 0; i < sig.length; i++) diff |= sig.charCodeAt(i) ^ expected.charCodeAt(i)
  if (diff !== 0) return { ok: false, reason: 'invalid' }
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, bookingId }
}
