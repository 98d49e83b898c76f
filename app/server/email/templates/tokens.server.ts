import { schema } from '../../db.server'
import { randomToken, sha256Hex } from '../../auth/encoding.server'
import { type RenderContext } from './context.server'

/**
 * A single-use password link for `userId`, minted at send time: only its hash is stored (in
 * password_setup_tokens, which /set-password and /reset-password both redeem).
 */
export async function mintPasswordToken(
  ctx: RenderContext,
  userId: number,
  ttlMinutes: number,
): Promise<string> {
  const token = randomToken(32)
  await ctx.db.insert(schema.passwordSetupTokens).values({
    userId,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(ctx.now.getTime() + ttlMinutes * 60_000).toISOString(),
  })
  return token
}
