import { eq } from 'drizzle-orm'
import { changeEmailPath } from '../../account/email-change.server'
import { verifyEmailPath, VERIFY_LINK_TTL_HOURS } from '../../account/verify-email.server'
import { sessionSecret } from '../../auth/session.server'
import { deriveRole } from '../../auth/users.server'
import { schema } from '../../db.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type Renderer, textFrom } from './context.server'
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

const accountRow = (ctx: Parameters<Renderer>[0], id: number | null) =>
  id
    ? ctx.db
        .select({ id: users.id, name: users.name, email: users.email, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
    : Promise.resolve([])

// The link is signed when the email is sent, for the address the account has then.
const verifyEmail: Renderer = async (ctx, data) => {
  const [user] = await accountRow(ctx, idFrom(data, 'userId'))
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

// To the new address: the link is signed when sent, for the address the account has then (a
// change made meanwhile voids it).
const changeEmail: Renderer = async (ctx, data) => {
  const [user] = await accountRow(ctx, idFrom(data, 'userId'))
  if (!user || user.disabled) return { skip: 'The account no longer exists' }
  if (user.email !== textFrom(data, 'from')) return { skip: 'The account has another email now' }
  const brand = platformBrand(ctx.env)
  const path = await changeEmailPath(sessionSecret(ctx.env), user, ctx.to, ctx.now)
  return compose(brand, {
    subject: 'Confirm your new email for Mobile Detail Hub',
    heading: 'Confirm your new email',
    greeting: `Hi ${user.name},`,
    paragraphs: [
      `You asked to sign in to Mobile Detail Hub with ${ctx.to} instead of your current email. Nothing changes until you confirm.`,
    ],
    actions: [{ label: 'Use this email', url: brand.link(path) }],
    note: `The link works for ${VERIFY_LINK_TTL_HOURS} hours. If you did not ask for it, ignore this email.`,
  })
}

// To the old address, once the change is made: the owner hears of it even if it was not them.
const emailChanged: Renderer = async (ctx, data) => {
  const [user] = await accountRow(ctx, idFrom(data, 'userId'))
  if (!user) return { skip: 'The account no longer exists' }
  return compose(platformBrand(ctx.env), {
    subject: 'Your Mobile Detail Hub email was changed',
    heading: 'Your email was changed',
    greeting: `Hi ${user.name},`,
    paragraphs: [
      `Your Mobile Detail Hub account now signs in with ${user.email} instead of ${ctx.to}.`,
      'If you did not make this change, reply to this email so we can help you get your account back.',
    ],
  })
}

export const accountTemplates = {
  'account.change-email': changeEmail,
  'account.email-changed': emailChanged,
  'account.invited': invited,
  'account.verify-email': verifyEmail,
} satisfies Record<string, Renderer>
