import { type PayCtx, paymentProvider } from './provider.server'
import { runLocalPayouts } from './local-records.server'
import { sweepOldMoney } from './retention.server'

/**
 * The five-minute cron's money pass (issue 39): the local provider's daily payouts (Stripe pays
 * out on its own schedule and tells us by webhook), then the 7-year retention sweep.
 */
export async function moneyHousekeeping(ctx: PayCtx, now: Date) {
  if (paymentProvider(ctx).name === 'local') {
    try {
      await runLocalPayouts(ctx, now)
    } catch (error) {
      console.error('Local payouts failed', { error: String(error) })
    }
  }
  try {
    await sweepOldMoney(ctx.db, now)
  } catch (error) {
    console.error('Money retention sweep failed', { error: String(error) })
  }
}
