import { eq } from 'drizzle-orm'
import { verifyEmailPath, VERIFY_LINK_TTL_HOURS } from '../../account/verify-email.server'
import { sessionSecret } from '../../auth/session.server'
import { schema } from '../../db.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type Renderer } from './context.server'

const { users } = schema

// The link is signed when the email is sent, for the address the account has then.
const verifyEmail: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'userId')
  const [user] = id
    ? await ctx.db
        .select({ id: users.id, name: users.name, email: users.email, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
    : []
  if (!user || user.disabled) return { skip: 'The account no longer exists' }
  if (user.email !== ctx.to) return { skip: 'The account has another email now' }
  const brand = platformBrand(ctx.env)
  const path = await verifyEmailPath(sessionSecret(ctx.env), user, ctx.now)
  return compose(brand, {
    subject: 'Confirm your email for Mobile Detail Hub',
    heading: 'Confirm your email',
    greeting: `Hi ${user.name},`,
    paragraphs: [
      `Confirm that ${user.email} is yours, and the booking requests you made with it before you had an account will appear in My bookings.`,
    ],
    actions: [{ label: 'Confirm my email', url: brand.link(path) }],
    note: `The link works for ${VERIFY_LINK_TTL_HOURS} hours. If you did not ask for it, ignore this email.`,
  })
}

export const accountTemplates = {
  'account.verify-email': verifyEmail,
} satisfies Record<string, Renderer>
