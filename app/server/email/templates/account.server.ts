import { eq } from 'drizzle-orm'
import { PASSWORD_SETUP_TTL_DAYS, signInTarget } from '~/lib/password-setup-schema'
import { deriveRole } from '../../auth/users.server'
import { schema } from '../../db.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type Renderer } from './context.server'
import { mintPasswordToken } from './tokens.server'

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

export const accountTemplates = {
  'account.invited': invited,
} satisfies Record<string, Renderer>
