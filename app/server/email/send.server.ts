import { type RenderedEmail } from './layout.server'

/**
 * Hands one message to Cloudflare Email Service through the send_email binding (under
 * wrangler dev and in tests: wrangler's local simulation, which stores what it was given).
 * Throws when the binding refuses, which the dispatcher turns into a retry.
 */
export async function deliver(env: Env, to: string, email: RenderedEmail): Promise<string> {
  if (!env.EMAIL) throw new Error('The EMAIL binding is not configured')
  if (!env.EMAIL_FROM) throw new Error('EMAIL_FROM is not configured')
  const result = await env.EMAIL.send({
    from: { name: email.fromName, email: env.EMAIL_FROM },
    to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    ...(email.attachments.length ? { attachments: email.attachments } : {}),
  })
  return result.messageId
}
