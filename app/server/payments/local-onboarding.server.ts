import { eq } from 'drizzle-orm'
import { schema } from '../db.server'
import {
  emitEvent,
  localAccount,
  type LocalAccount,
  type PayCtx,
  readObject,
  writeObject,
} from './local-store.server'

/** The business a local account belongs to (its slug decides who may onboard it). */
export async function accountOwner(ctx: PayCtx, accountId: string) {
  const [row] = await ctx.db
    .select({ slug: schema.affiliates.slug, businessName: schema.affiliates.businessName })
    .from(schema.paymentAccounts)
    .innerJoin(schema.affiliates, eq(schema.affiliates.id, schema.paymentAccounts.affiliateId))
    .where(eq(schema.paymentAccounts.accountId, accountId))
    .limit(1)
  return row ?? null
}

export const loadLocalAccount = (ctx: PayCtx, id: string) => readObject(ctx.db, id, localAccount)

/**
 * The local onboarding's answer, as Stripe's hosted onboarding would leave the account: all
 * details given (charges and payouts enabled), or submitted without a bank account (restricted,
 * Stripe still asks for one). Stripe then sends account.updated; so does this.
 */
export async function finishLocalOnboarding(
  ctx: PayCtx,
  account: LocalAccount,
  complete: boolean,
): Promise<void> {
  const next: LocalAccount = {
    ...account,
    details_submitted: true,
    charges_enabled: complete,
    payouts_enabled: complete,
    requirements: complete
      ? { currently_due: [], past_due: [], disabled_reason: null }
      : {
          currently_due: ['external_account'],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
  }
  await writeObject(ctx.db, next)
  await emitEvent(ctx, 'account.updated', next, next.id)
}
