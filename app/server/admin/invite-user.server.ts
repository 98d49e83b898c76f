import { eq, sql } from 'drizzle-orm'
import { type InviteUserInput } from '~/lib/admin-invite-schema'
import { newSetupToken, setupUrl } from '../auth/password-setup.server'
import { normalizeEmail } from '../auth/users.server'
import { type Db, schema } from '../db.server'
import { queueEmail } from '../email/outbox.server'

const { adminAuditLog, passwordSetupTokens, users } = schema

export const INVITE_MESSAGES = {
  emailTaken: 'An account with this email already exists',
  invited: (name: string) => `User "${name}" added. We emailed them a link to set a password.`,
} as const

export type InviteOutcome =
  | { ok: true; userId: number; setupUrl: string }
  | { ok: false; status: 409; message: string; errors: Record<string, string> }

/**
 * Creates an account without a password plus a single-use link to set one (shown once to the
 * admin, stored only as a hash), the audit row and the invitee's email, in one batch. The insert does nothing when
 * the email is taken (also by a concurrent invite), and then neither do the token and audit rows.
 * (The audit row is written here rather than through auditInsert because its target id is the
 * id the same batch creates.)
 */
export async function inviteUser(
  db: Db,
  { adminId, input, origin }: { adminId: number; input: InviteUserInput; origin: string },
): Promise<InviteOutcome> {
  const email = normalizeEmail(input.email)
  const taken = () =>
    ({
      ok: false,
      status: 409,
      message: INVITE_MESSAGES.emailTaken,
      errors: { email: INVITE_MESSAGES.emailTaken },
    }) as const
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1)
  if (existing) return taken()

  const now = new Date()
  const at = now.toISOString()
  const setup = await newSetupToken(now)
  const role = input.role === 'admin' ? 'admin' : 'user'
  // Only the row this batch inserted: same email, same creation instant, still no password.
  const justCreated = sql`from ${users} where ${users.email} = ${email} and ${users.createdAt} = ${at} and ${users.passwordHash} is null`
  const detail = JSON.stringify({ email, role })
  const [created] = await db.batch([
    db
      .insert(users)
      .values({ email, name: input.name, role, createdAt: at, updatedAt: at })
      .onConflictDoNothing()
      .returning({ id: users.id }),
    // insert … select names every column in schema order (drizzle lists them itself).
    db
      .insert(passwordSetupTokens)
      .select(
        sql`select null, ${users.id}, ${setup.tokenHash}, ${setup.expiresAt}, null, ${at} ${justCreated}`,
      ),
    db
      .insert(adminAuditLog)
      .select(
        sql`select null, ${adminId}, 'user.invite', 'user', ${users.id}, ${detail}, ${at} ${justCreated}`,
      ),
    // The invitee's own link is minted when the email is sent (the outbox stores no secrets).
    queueEmail(
      db,
      {
        to: email,
        template: 'account.invited',
        data: { userId: sql`(select ${users.id} ${justCreated})` },
      },
      { when: sql`exists (select 1 ${justCreated})` },
    ),
  ])
  const userId = created[0]?.id
  if (!userId) return taken()
  return { ok: true, userId, setupUrl: setupUrl(origin, setup.token) }
}
