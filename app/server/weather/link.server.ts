import { base64UrlEncode, hmacSha256, sameText } from '../auth/encoding.server'

// The weather message's one-tap links (decision 042): signed for one job at one start and one
// side, valid until that start. Nothing is stored; a link for a time the job has left (moved,
// cancelled) opens a page that says so and acts on nothing. Opening one never acts: the page's
// POST does (mail scanners open links).

export type WeatherSide = 'customer' | 'detailer'

export interface WeatherLink {
  bookingId: number
  /** The start the message was about. */
  startAt: string
  side: WeatherSide
  /** Expiry, seconds since the epoch (the job's start). */
  expires: number
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

async function signature(secret: string, link: WeatherLink): Promise<string> {
  const text = `weather|${link.bookingId}|${link.startAt}|${link.side}|${link.expires}`
  return base64UrlEncode(await hmacSha256(secret, text)).slice(0, 32)
}

/** The signed part of a link's query: id, at, side, exp, sig. */
export async function weatherQuery(
  secret: string,
  bookingId: number,
  startAt: string,
  side: WeatherSide,
): Promise<URLSearchParams> {
  const link = { bookingId, startAt, side, expires: Math.floor(Date.parse(startAt) / 1000) }
  return new URLSearchParams({
    id: String(bookingId),
    at: startAt,
    side,
    exp: String(link.expires),
    sig: await signature(secret, link),
  })
}

export type WeatherLinkCheck = { ok: true; link: WeatherLink } | { ok: false; expired: boolean }

/** A wrong signature reads as a missing link; expiry is checked after it. */
export async function checkWeatherLink(
  secret: string,
  params: URLSearchParams,
  now: Date,
): Promise<WeatherLinkCheck> {
  const id = params.get('id') ?? ''
  const at = params.get('at') ?? ''
  const side = params.get('side')
  const exp = params.get('exp') ?? ''
  const sig = params.get('sig') ?? ''
  if (
    !/^\d{1,12}$/.test(id) ||
    !ISO.test(at) ||
    (side !== 'customer' && side !== 'detailer') ||
    !/^\d{1,12}$/.test(exp) ||
    sig.length !== 32
  )
    return { ok: false, expired: false }
  const link: WeatherLink = { bookingId: Number(id), startAt: at, side, expires: Number(exp) }
  if (!sameText(sig, await signature(secret, link))) return { ok: false, expired: false }
  if (link.expires * 1000 <= now.getTime()) return { ok: false, expired: true }
  return { ok: true, link }
}
