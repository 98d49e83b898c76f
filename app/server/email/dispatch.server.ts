import { createDb } from '../db.server'
import { headerText } from './headers.server'
import { deliver } from './send.server'
import { rendererFor } from './render.server'

/** After the first failure, wait 1, 5, 30 then 120 minutes; the fifth failure is final. */
export const RETRY_DELAYS_MINUTES = [1, 5, 30, 120] as const
export const MAX_ATTEMPTS = RETRY_DELAYS_MINUTES.length + 1
/** A claim older than this belongs to a dispatcher that died mid-send. */
export const STALE_CLAIM_MINUTES = 10
const BATCH_SIZE = 20

interface ClaimedRow {
  id: number
  to_address: string
  template: string | null
  payload: string | null
  attempts: number
}

/**
 * Claims due rows in one UPDATE … RETURNING: a single statement is atomic in D1, so of two
 * dispatchers racing for a row exactly one gets it (the other's subquery no longer sees it
 * queued). attempts counts the claim.
 */
async function claimDue(d1: D1Database, now: string): Promise<ClaimedRow[]> {
  const { results } = await d1
    .prepare(
      `update email_outbox set status = 'sending', claimed_at = ?1, attempts = attempts + 1
       where status = 'queued' and id in (
         select id from email_outbox
         where status = 'queued' and (next_attempt_at is null or next_attempt_at <= ?1)
         order by id limit ?2)
       returning id, to_address, template, payload, attempts`,
    )
    .bind(now, BATCH_SIZE)
    .all<ClaimedRow>()
  return results
}

/**
 * A row stuck in 'sending' may or may not have left: sending it again could send it twice,
 * so it is marked failed for an admin to check and retry.
 */
async function failStaleClaims(d1: D1Database, now: Date) {
  const cutoff = new Date(now.getTime() - STALE_CLAIM_MINUTES * 60_000).toISOString()
  await d1
    .prepare(
      `update email_outbox set status = 'failed',
         last_error = 'Interrupted while sending; it may have left. Check before retrying.'
       where status = 'sending' and claimed_at < ?1`,
    )
    .bind(cutoff)
    .run()
}

function parsePayload(payload: string | null): Record<string, unknown> {
  if (!payload) return {}
  try {
    const value: unknown = JSON.parse(payload)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value))
      : {}
  } catch {
    return {}
  }
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 500)
}

async function sendOne(env: Env, row: ClaimedRow, now: Date): Promise<'sent' | 'retry' | 'failed'> {
  const d1 = env.DB
  const at = now.toISOString()
  const render = rendererFor(row.template)
  const fail = async (message: string) => {
    await d1
      .prepare(`update email_outbox set status = 'failed', last_error = ?2 where id = ?1`)
      .bind(row.id, message)
      .run()
    return 'failed' as const
  }
  if (!render) return fail(`Unknown template: ${row.template ?? '(none)'}`)
  try {
    const db = createDb(d1)
    const rendered = await render({ db, env, now, to: row.to_address }, parsePayload(row.payload))
    if ('skip' in rendered) return fail(rendered.skip)
    await deliver(env, row.to_address, rendered)
    // Only the subject is kept: bodies may hold single-use links.
    await d1
      .prepare(
        `update email_outbox set status = 'sent', sent_at = ?2, subject = ?3, last_error = null
         where id = ?1 and status = 'sending'`,
      )
      .bind(row.id, at, headerText(rendered.subject))
      .run()
    return 'sent'
  } catch (error) {
    const message = errorText(error)
    console.error('Email delivery failed', { id: row.id, template: row.template, error: message })
    if (row.attempts >= MAX_ATTEMPTS) return fail(message)
    const delay = RETRY_DELAYS_MINUTES[row.attempts - 1] ?? RETRY_DELAYS_MINUTES.at(-1) ?? 1
    await d1
      .prepare(
        `update email_outbox set status = 'queued', last_error = ?2, next_attempt_at = ?3
         where id = ?1 and status = 'sending'`,
      )
      .bind(row.id, message, new Date(now.getTime() + delay * 60_000).toISOString())
      .run()
    return 'retry'
  }
}

export interface DispatchSummary {
  sent: number
  retry: number
  failed: number
}

/**
 * Sends what is due at `now`. Runs right after every write (ctx.waitUntil) and from the Cron
 * Trigger (retries whose back-off has passed). Never throws: a mail problem must not fail the
 * request that caused it.
 */
export async function dispatchOutbox(
  env: Env,
  now = new Date(),
  { sweep = false } = {},
): Promise<DispatchSummary> {
  const summary: DispatchSummary = { sent: 0, retry: 0, failed: 0 }
  try {
    if (sweep) await failStaleClaims(env.DB, now)
    const rows = await claimDue(env.DB, now.toISOString())
    const outcomes = await Promise.all(rows.map((row) => sendOne(env, row, now)))
    for (const outcome of outcomes) summary[outcome]++
  } catch (error) {
    console.error('Outbox dispatch failed', { error: errorText(error) })
  }
  return summary
}
