import { and, eq, inArray } from 'drizzle-orm'
import { type BusinessAction, MESSAGES, NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { zonedInstant } from '~/lib/dashboard/time'
import { type Db, schema } from '~/server/db.server'
import { type Tenant } from '~/server/tenant.server'
import { changesOf, fail, LOST_RACE, type Outcome } from './booking-actions.server'

const { quoteRequests, scheduleBlocks, affiliates } = schema

type Action<I extends BusinessAction['intent']> = Extract<BusinessAction, { intent: I }>

// Quote outcomes: new → contacted → won or lost (a quote settled by phone may skip contacted).
const QUOTE_FROM = {
  contacted: ['new'],
  won: ['new', 'contacted'],
  lost: ['new', 'contacted'],
} as const

export async function changeQuote(
  db: Db,
  tenant: Tenant,
  action: Action<'quote-status'>,
  now: Date,
): Promise<Outcome> {
  const { intent } = action
  const [quote] = await db
    .select({ status: quoteRequests.status, name: quoteRequests.name })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, action.id), eq(quoteRequests.affiliateId, tenant.id)))
    .limit(1)
  if (!quote) return fail(404, intent, NOT_FOUND)
  const from: readonly string[] = QUOTE_FROM[action.status]
  if (!from.includes(quote.status))
    return fail(
      409,
      intent,
      `This quote request is ${quote.status} and cannot be marked ${action.status}.`,
      {},
      { targetId: action.id },
    )
  const result = await db
    .update(quoteRequests)
    .set({
      status: action.status,
      updatedAt: now.toISOString(),
      ...(action.note !== null ? { privateNote: action.note } : {}),
    })
    .where(
      and(
        eq(quoteRequests.id, action.id),
        eq(quoteRequests.affiliateId, tenant.id),
        inArray(quoteRequests.status, QUOTE_FROM[action.status]),
      ),
    )
  if (changesOf(result) !== 1) return fail(409, intent, LOST_RACE, {}, { targetId: action.id })
  return {
    status: 200,
    result: { ok: true, intent, message: `Quote from ${quote.name} marked ${action.status}.` },
  }
}

export async function saveQuoteNote(
  db: Db,
  tenant: Tenant,
  action: Action<'quote-note'>,
  now: Date,
): Promise<Outcome> {
  const result = await db
    .update(quoteRequests)
    .set({ privateNote: action.note, updatedAt: now.toISOString() })
    .where(and(eq(quoteRequests.id, action.id), eq(quoteRequests.affiliateId, tenant.id)))
  if (changesOf(result) !== 1) return fail(404, action.intent, NOT_FOUND)
  return { status: 200, result: { ok: true, intent: action.intent, message: 'Note saved.' } }
}

export async function blockTime(
  db: Db,
  tenant: Tenant,
  zone: string,
  action: Action<'schedule-block'>,
): Promise<Outcome> {
  await db.insert(scheduleBlocks).values({
    affiliateId: tenant.id,
    startAt: zonedInstant(action.date, action.start, zone).toISOString(),
    endAt: zonedInstant(action.date, action.end, zone).toISOString(),
    reason: action.reason,
  })
  return {
    status: 200,
    result: {
      ok: true,
      intent: action.intent,
      message: `Blocked ${action.start}–${action.end} on ${action.date}.`,
    },
  }
}

export async function unblockTime(
  db: Db,
  tenant: Tenant,
  action: Action<'schedule-unblock'>,
): Promise<Outcome> {
  const result = await db
    .delete(scheduleBlocks)
    .where(and(eq(scheduleBlocks.id, action.id), eq(scheduleBlocks.affiliateId, tenant.id)))
  if (changesOf(result) !== 1) return fail(404, action.intent, MESSAGES.block)
  return {
    status: 200,
    result: { ok: true, intent: action.intent, message: 'Time block removed.' },
  }
}

export async function saveSettings(
  db: Db,
  tenant: Tenant,
  action: Action<'settings-save'>,
  now: Date,
): Promise<Outcome> {
  await db
    .update(affiliates)
    .set({
      timeZone: action.time_zone,
      dailyGoalCents: action.daily_goal,
      updatedAt: now.toISOString(),
    })
    .where(eq(affiliates.id, tenant.id))
  return { status: 200, result: { ok: true, intent: action.intent, message: 'Settings saved.' } }
}
