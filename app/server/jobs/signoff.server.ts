import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import { type SignoffAnswer } from '~/lib/jobs/limits'
import { randomToken } from '../auth/encoding.server'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'
import { collectByCard } from '../invoices/autopay.server'
import { invoiceOfBooking } from '../invoices/invoices.server'
import { type PayCtx } from '../payments/provider.server'

const { bookingMessages, bookingRequests, jobSignoffs } = schema

// The customer's sign-off of a completed job (issue 42, decision 043). "Looks great", or no
// answer within 24 hours (the Cron Trigger), settles the job: a sent invoice's balance is then
// charged to a card on file. "Something's not right" pauses that and opens the booking's thread.

export const SETTLE_AFTER_MS = 24 * 60 * 60 * 1000
/** Jobs the cron settles a run: a minute's worth of work, the rest next minute. */
const SETTLE_BATCH = 25
export const SIGNOFF_TOKEN = /^[A-Za-z0-9_-]{22}$/

/** The statements that open a completed job's sign-off and email the customer (idempotent). */
export function openSignoffStatements(
  db: Db,
  job: { affiliateId: number; bookingId: number; to: string },
  now: Date,
) {
  return [
    db
      .insert(jobSignoffs)
      .values({
        bookingId: job.bookingId,
        affiliateId: job.affiliateId,
        token: randomToken(16),
        completedAt: now.toISOString(),
      })
      .onConflictDoNothing(),
    queueEmail(db, { to: job.to, template: 'job.signoff', data: { bookingId: job.bookingId } }),
  ] as const
}

/** Opens the sign-off of a job of this business that was just marked completed. */
export async function openSignoff(db: Db, affiliateId: number, bookingId: number, now: Date) {
  const [b] = await db
    .select({ to: bookingRequests.customerEmail })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.id, bookingId),
        eq(bookingRequests.affiliateId, affiliateId),
        eq(bookingRequests.status, 'completed'),
      ),
    )
    .limit(1)
  if (b) await db.batch([...openSignoffStatements(db, { affiliateId, bookingId, to: b.to }, now)])
}

/** A sign-off by its link, with what the page shows of its booking. */
export async function signoffByToken(db: Db, token: string | undefined) {
  if (!token || !SIGNOFF_TOKEN.test(token)) return null
  const [row] = await db
    .select({
      signoff: jobSignoffs,
      reference: bookingRequests.reference,
      customerName: bookingRequests.customerName,
      customerEmail: bookingRequests.customerEmail,
      serviceName: bookingRequests.serviceName,
      tierName: bookingRequests.tierName,
      businessName: schema.affiliates.businessName,
      slug: schema.affiliates.slug,
    })
    .from(jobSignoffs)
    .innerJoin(bookingRequests, eq(bookingRequests.id, jobSignoffs.bookingId))
    .innerJoin(schema.affiliates, eq(schema.affiliates.id, jobSignoffs.affiliateId))
    .where(eq(jobSignoffs.token, token))
    .limit(1)
  return row ?? null
}
export type SignoffView = NonNullable<Awaited<ReturnType<typeof signoffByToken>>>

/** The booking's thread, oldest first. */
export function threadOf(db: Db, affiliateId: number, bookingId: number) {
  return db
    .select({
      id: bookingMessages.id,
      author: bookingMessages.author,
      body: bookingMessages.body,
      createdAt: bookingMessages.createdAt,
    })
    .from(bookingMessages)
    .where(
      and(eq(bookingMessages.bookingId, bookingId), eq(bookingMessages.affiliateId, affiliateId)),
    )
    .orderBy(asc(bookingMessages.id))
    .limit(200)
}

/** A message on the booking's thread, and an email telling the other side. */
export function messageStatements(
  db: Db,
  job: { affiliateId: number; bookingId: number },
  author: 'customer' | 'business',
  body: string,
  to: string | null,
) {
  const insert = db
    .insert(bookingMessages)
    .values({ affiliateId: job.affiliateId, bookingId: job.bookingId, author, body })
  if (!to) return [insert] as const
  const email = queueEmail(db, {
    to,
    template: 'job.message',
    data: {
      bookingId: job.bookingId,
      author,
      messageId: sql`(select max(id) from booking_messages where booking_id = ${job.bookingId})`,
    },
  })
  return [insert, email] as const
}

/**
 * Settles the job if it is still open (the UPDATE's WHERE holds that, so the customer's click and
 * the cron never both settle it), then collects a sent invoice's balance from a card on file.
 */
export async function settleJob(
  ctx: PayCtx,
  bookingId: number,
  how: 'approved' | 'auto',
  now: Date,
): Promise<boolean> {
  const at = now.toISOString()
  const from = how === 'auto' ? (['awaiting'] as const) : (['awaiting', 'not_right'] as const)
  const { db } = ctx
  const [settled] = await db.batch([
    db
      .update(jobSignoffs)
      .set({ state: how, settledAt: at })
      .where(
        and(
          eq(jobSignoffs.bookingId, bookingId),
          inArray(jobSignoffs.state, [...from]),
          isNull(jobSignoffs.settledAt),
        ),
      )
      .returning({ affiliateId: jobSignoffs.affiliateId }),
    // The review request waits for the settled job (decision 029's email, moved by issue 42): it
    // is queued in the same batch only when this call settled it, so never twice, and never while
    // "Something's not right" is open.
    queueEmail(
      db,
      {
        to: sql`(select ${bookingRequests.customerEmail} from ${bookingRequests} where ${bookingRequests.id} = ${bookingId})`,
        template: 'review.request',
        data: { bookingId },
      },
      {
        // changes(): rows the UPDATE just before changed (a batch runs on one connection).
        when: sql`changes() = 1`,
      },
    ),
  ])
  const row = settled[0]
  if (!row) return false
  const invoice = await invoiceOfBooking(ctx.db, row.affiliateId, bookingId)
  if (
    invoice?.invoice.status === 'sent' &&
    invoice.cardOnFile &&
    invoice.invoice.autopay === null &&
    invoice.totals.balanceCents > 0
  )
    await collectByCard(ctx, invoice, now)
  return true
}

/** The customer's answer on the sign-off page. */
export async function answerSignoff(
  ctx: PayCtx,
  view: SignoffView,
  answer: SignoffAnswer,
  businessEmail: string | null,
  now: Date,
): Promise<{ status: number; ok: boolean; message: string }> {
  const { signoff } = view
  const job = { affiliateId: signoff.affiliateId, bookingId: signoff.bookingId }
  if (answer.intent === 'looks-great') {
    if (signoff.settledAt)
      return { status: 409, ok: false, message: 'This job is already settled.' }
    await settleJob(ctx, signoff.bookingId, 'approved', now)
    return {
      status: 200,
      ok: true,
      message: `Thank you! ${view.businessName} will be glad to hear it.`,
    }
  }
  if (answer.intent === 'not-right') {
    if (signoff.settledAt)
      return { status: 409, ok: false, message: 'This job is already settled.' }
    const { db } = ctx
    const [paused] = await db.batch([
      db
        .update(jobSignoffs)
        .set({ state: 'not_right', note: answer.body })
        .where(and(eq(jobSignoffs.bookingId, signoff.bookingId), isNull(jobSignoffs.settledAt)))
        .returning({ id: jobSignoffs.bookingId }),
      ...messageStatements(db, job, 'customer', answer.body, businessEmail),
    ])
    if (paused.length !== 1)
      return { status: 409, ok: false, message: 'This job is already settled.' }
    return {
      status: 200,
      ok: true,
      message: `${view.businessName} has your note and will answer here. Nothing is charged until you sign off.`,
    }
  }
  await ctx.db.batch([...messageStatements(ctx.db, job, 'customer', answer.body, businessEmail)])
  return { status: 200, ok: true, message: 'Message sent.' }
}

/**
 * The Cron Trigger's part: every job still awaiting its sign-off 24 hours after completion is
 * settled (idempotent: settleJob's WHERE; a job paused by "Something's not right" is left alone).
 */
export async function autoSettle(ctx: PayCtx, now: Date) {
  const due = new Date(now.getTime() - SETTLE_AFTER_MS).toISOString()
  const rows = await ctx.db
    .select({ bookingId: jobSignoffs.bookingId })
    .from(jobSignoffs)
    .where(and(eq(jobSignoffs.state, 'awaiting'), lte(jobSignoffs.completedAt, due)))
    .orderBy(asc(jobSignoffs.completedAt))
    .limit(SETTLE_BATCH)
  let settled = 0
  for (const row of rows) if (await settleJob(ctx, row.bookingId, 'auto', now)) settled += 1
  return settled
}
