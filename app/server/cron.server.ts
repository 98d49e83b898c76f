import { checkPendingDomains, DOMAIN_CHECK_CRON } from './domains/domains.server'
import { dispatchOutbox } from './email/dispatch.server'
import { queueReminders } from './booking/reminders.server'
import { checkWeather } from './weather/checks.server'
import { moneyHousekeeping } from './payments/housekeeping.server'
import { reconcilePayments } from './payments/reconcile.server'
import { autoSettle } from './jobs/signoff.server'
import { createDb } from './db.server'

// What a Cron Trigger run does, for server.ts's `scheduled` export and for the local trigger
// route under `npm run dev` (app/routes/cdn-cgi.handler.scheduled.ts), so both run the same steps.

/** One run of the cron `cron` at `at`. */
export async function runCron(env: Env, cron: string, at: Date): Promise<void> {
  if (cron === DOMAIN_CHECK_CRON) {
    // Own domains on their way: their hostname and certificate statuses (decision 031).
    await checkPendingDomains(env, createDb(env.DB))
    // Money: local payouts and the 7-year retention sweep (decision 041).
    await moneyHousekeeping({ env, db: createDb(env.DB) }, at)
    return
  }
  // Reminders due by now are queued first, so this same run sends them.
  try {
    await queueReminders(env, at)
  } catch (error) {
    console.error('Queueing reminders failed', { error: String(error) })
  }
  try {
    // Jobs due their 72- or 24-hour forecast check (issue 41); a failed forecast waits a run.
    await checkWeather(env, createDb(env.DB), at)
  } catch (error) {
    console.error('Weather checks failed', { error: String(error) })
  }
  try {
    // Payments a webhook missed: expired checkouts, unsettled deposits, onboarding accounts.
    await reconcilePayments({ env, db: createDb(env.DB) }, at)
  } catch (error) {
    console.error('Payments reconcile failed', { error: String(error) })
  }
  try {
    // Jobs with no sign-off 24 hours after completion settle (and charge a card on file).
    await autoSettle({ env, db: createDb(env.DB) }, at)
  } catch (error) {
    console.error('Settling jobs failed', { error: String(error) })
  }
  // Retries whose back-off has passed, and claims abandoned mid-send.
  await dispatchOutbox(env, at, { sweep: true })
}
