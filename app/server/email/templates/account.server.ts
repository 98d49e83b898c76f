import { eq } from 'drizzle-orm'
import { verifyEmailPath, VERIFY_LINK_TTL_HOURS } from '../../account/verify-email.server'
import { sessionSecret } from '../../auth/session.server'
import { deriveRole } from '../../auth/users.server'
import { schema } from '../../db.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type Renderer } from './context.server'
import { mintPasswordToken } from './tokens.server'
import { PASSWORD_SETUP_TTL_DAYS, signInTarget } from '~/lib/password-setup-schema'

const { users } = schema

// Add User: the new account's owner gets their own set-password link (the admin's copy, shown
// once on screen, is a second link to the same place; whichever is used first sets the password).
const invited: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'userId')
  const [user] = id
    ? await ctx.db
        .select({
          id: users.id,
          name: users.name,
          role: users.role,
          isAdmin: users.isAdmin,
          disabled: users.disabled,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
    : []
  if (!user || user.disabled) return { skip: 'The account no longer exists' }
  if (user.passwordHash) return { skip: 'The account already has a password' }
  const role = deriveRole(user.role, user.isAdmin)
  const brand = platformBrand(ctx.env)
  const token = await mintPasswordToken(ctx, user.id, PASSWORD_SETUP_TTL_DAYS * 24 * 60)
  return compose(brand, {
    subject:
      role === 'admin'
        ? 'You have been added as a Mobile Detail Hub admin'
        : 'Your Mobile Detail Hub account is ready',
    heading: role === 'admin' ? 'Welcome to the team' : 'Your account is ready',
    greeting: `Hi ${user.name},`,
    paragraphs: [
      role === 'admin'
        ? 'A Mobile Detail Hub admin has added you as an admin.'
        : 'A Mobile Detail Hub admin has created an account for you, so you can book detailers and follow your bookings in one place.',
      `Set your password to sign in to ${signInTarget(role)}.`,
    ],
    actions: [
      {
        label: 'Set your password',
        url: brand.link(`/set-password?token=${encodeURIComponent(token)}`),
      },
    ],
    note: `The link works once and expires in ${PASSWORD_SETUP_TTL_DAYS} days. If you did not expect this email, you can ignore it.`,
  })
}

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
  'account.invited': invited,
  'account.verify-email': verifyEmail,
} satisfies Record<string, Renderer>
