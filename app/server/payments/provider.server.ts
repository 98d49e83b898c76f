import { localProvider } from './local.server'
import { type PayCtx } from './local-store.server'
import { stripeProvider } from './stripe.server'
import { type PaymentProvider } from './types.server'

export type { PayCtx }

/** Stripe when its secret key is set; otherwise the local imitation (decision 036). */
export function paymentProvider(ctx: PayCtx): PaymentProvider {
  const { env } = ctx
  if (env.STRIPE_SECRET_KEY)
    return stripeProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      // The platform's endpoint and the Connect endpoint (account events) sign with their own.
      webhookSecrets: [env.STRIPE_WEBHOOK_SECRET, env.STRIPE_CONNECT_WEBHOOK_SECRET].filter(
        (s): s is string => Boolean(s),
      ),
    })
  return localProvider(ctx)
}

export const usesStripe = (env: Pick<Env, 'STRIPE_SECRET_KEY'>) => Boolean(env.STRIPE_SECRET_KEY)
