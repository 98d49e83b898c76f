import { type AppLoadContext, data, redirect } from '@remix-run/cloudflare'
import { bookingFormSchema } from '~/lib/booking/request-schema'
import { type DetailField, type DetailValues } from '~/lib/booking/request-fields'
import { type RequestActionData } from '~/lib/booking/views'
import { type Site, sitePath } from '~/lib/site'
import { fieldErrors } from '~/lib/validation'
import { findAddons, findSitePackage, quoteFor } from './quote.server'
import { confirmationKey } from './reference.server'
import { storeBookingRequest } from './store.server'
import { quoteView } from './views.server'
import { sessionSecret } from '~/server/auth/session.server'
import { getUser } from '~/server/auth/identity.server'
import { blockedWindows, WINDOW_BLOCKED } from '~/server/dashboard/business/blocks.server'
import { chosenSlot, SLOT_INVALID, SLOT_TAKEN, slotTiming } from './slot-choice.server'
import { checkoutExpiry, depositPlan, startCheckout } from '~/server/payments/checkout.server'
import { accountProof } from './hold.server'
import { LIVE_CAP_MESSAGES } from './live-caps.server'

/** A live request stops counting within a day (or once answered): the soonest sure retry. */
const LIVE_RETRY_SECONDS = 3600

const MAX_FORM_BYTES = 32_000

export const PRICE_CHANGED =
  'The estimate for this request has changed since you reviewed it. Please check the new estimate below before sending.'

type Answer = ReturnType<typeof data<RequestActionData>> | RequestActionData

/** The form's fields as text (files and repeats ignored), for validation and re-display. */
function readFields(form: FormData | null): { raw: Record<string, string>; values: DetailValues } {
  const raw: Record<string, string> = {}
  form?.forEach((value, name) => {
    if (typeof value === 'string' && !(name in raw)) raw[name] = value
  })
  const text = (field: DetailField) => (raw[field] ?? '').slice(0, 2000)
  const values: DetailValues = {
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    preferred_date: text('preferred_date'),
    time_window: text('time_window'),
    notes: text('notes'),
    slot: text('slot'),
  }
  return { raw, values }
}

async function readForm(request: Request): Promise<FormData | number> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return 415
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_FORM_BYTES) return 413
  try {
    return await request.formData()
  } catch {
    return 400
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The form's token when it is one we could have issued, else a fresh one. */
const tokenOf = (raw: Record<string, string>) =>
  raw.idempotency_key && UUID.test(raw.idempotency_key) ? raw.idempotency_key : crypto.randomUUID()

/**
 * The booking request form's POST. intent=review validates and prices the request (nothing is
 * stored); intent=submit does the same again from D1, refuses a changed estimate, stores the
 * request once and redirects (throws) to its confirmation; intent=edit goes back to the form.
 */
export async function handleBookingRequest(
  context: AppLoadContext,
  request: Request,
  site: Site,
): Promise<Answer> {
  const form = await readForm(request)
  const { raw, values } = readFields(typeof form === 'number' ? null : form)
  const token = tokenOf(raw)
  const details = (errors: Record<string, string>, status: number) =>
    data<RequestActionData>({ step: 'details', values, token, errors }, { status })
  if (typeof form === 'number') return details({ form: 'Please submit the booking form.' }, form)
  if (raw.intent === 'edit') return { step: 'details', values, token, errors: {} }
  const now = new Date()
  const slot = chosenSlot(raw.slot)
  if (slot === 'invalid') return details({ slot: SLOT_INVALID }, 400)
  // A chosen time decides the date and window (set exactly once the detailer's zone is known).
  const posted = slot ? { ...raw, preferred_date: slot.slice(0, 10), time_window: 'morning' } : raw
  const parsed = bookingFormSchema(now).safeParse(posted)
  if (!parsed.success) return details(fieldErrors(parsed.error), 400)
  const input = parsed.data
  const chosen = await findSitePackage(context.db, site, input)
  if (!chosen.ok) return details(chosen.errors, chosen.status)
  const addons = await findAddons(context.db, chosen.package, input.addons)
  if (!addons.ok) return details(addons.errors, addons.status)
  const place = { city: input.city, state: input.state, zip: input.zip }
  const priced = await quoteFor(context.db, site, chosen.package, place, addons.addons)
  if (!priced.ok) return details(priced.errors, priced.status)
  const timing = slot ? await slotTiming(context.db, priced.quote, slot, place, now) : null
  if (timing && !timing.ok) return details({ slot: SLOT_TAKEN }, 409)
  if (timing) {
    input.preferred_date = values.preferred_date = timing.date
    input.time_window = timing.window
    values.time_window = timing.window
  } else {
    const blocked = await blockedWindows(
      context.db,
      priced.quote.package.affiliateId,
      input.preferred_date,
    )
    if (blocked.includes(input.time_window)) return details({ time_window: WINDOW_BLOCKED }, 409)
  }
  const plan = await depositPlan(
    context,
    priced.quote.package.affiliateId,
    priced.quote.estimateCents,
  )
  const quote = {
    ...quoteView(priced.quote),
    depositCents: plan?.amountCents ?? 0,
    noShowFeeCents: plan?.noShowFeeCents ?? 0,
  }
  const time = timing?.label
  if (input.intent === 'review') return { step: 'review', values, token, quote, notice: null, time }
  if (input.quoted_estimate !== priced.quote.estimateCents) {
    return data<RequestActionData>(
      { step: 'review', values, token, quote, notice: PRICE_CHANGED, time },
      { status: 409 },
    )
  }
  const checkoutUntil = checkoutExpiry(now)
  const customer = await getUser(context, request)
  const userId = customer?.id ?? null
  const stored = await storeBookingRequest(
    context,
    request,
    priced.quote,
    input,
    input.idempotency_key,
    userId,
    timing?.ok ? timing : undefined,
    await accountProof(context.db, userId, input.email),
    plan ? { checkoutUntil: checkoutUntil.toISOString() } : undefined,
  )
  if (!stored.ok && stored.reason === 'taken') return details({ slot: SLOT_TAKEN }, 409)
  if (!stored.ok && stored.reason === 'live-cap') {
    return data<RequestActionData>(
      { step: 'review', values, token, quote, notice: LIVE_CAP_MESSAGES[stored.cap], time },
      { status: 429, headers: { 'Retry-After': String(LIVE_RETRY_SECONDS) } },
    )
  }
  if (!stored.ok && stored.reason === 'rate-limited') {
    const minutes = Math.ceil(stored.retryAfterSeconds / 60)
    const notice = `Too many booking requests from this connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
    return data<RequestActionData>(
      { step: 'review', values, token, quote, notice, time },
      { status: 429, headers: { 'Retry-After': String(stored.retryAfterSeconds) } },
    )
  }
  if (!stored.ok) {
    return details({ form: 'This form has expired. Please reload the page and try again.' }, 409)
  }
  const key = await confirmationKey(sessionSecret(context.env), stored.reference)
  const query = new URLSearchParams({ ref: stored.reference, key })
  const page = `${sitePath(site, '/booking/confirmation')}?${query.toString()}`
  if (plan) {
    // The deposit first: the request holds its time once the payment is in (decision 036).
    const pageUrl = new URL(page, request.url).toString()
    const checkout = await startCheckout(context, {
      reference: stored.reference,
      plan,
      // The customer ticked "keep my card on file" on the review step (issue 39).
      saveCard: raw.save_card === 'yes',
      pageUrl,
      expiresAt: checkoutUntil,
    })
    if ('error' in checkout) {
      return data<RequestActionData>(
        { step: 'review', values, token, quote, notice: checkout.error, time },
        { status: 502 },
      )
    }
    throw redirect(checkout.url ?? page)
  }
  // Thrown, so the action's data type stays the two steps.
  throw redirect(page)
}
