import { headerAddress, headerText } from './headers.server'
import { type RenderedEmail } from './layout.server'

/**
 * Hands one message to Cloudflare Email Service through the send_email binding (under
 * wrangler dev and in tests: wrangler's local simulation, which stores what it was given).
 * Every header value goes through headerText/headerAddress first, so text a customer typed
 * (a name in a subject, an address to reply to) can never add a header line.
 * Throws when the binding refuses, which the dispatcher turns into a retry.
 */
export async function deliver(env: Env, to: string, email: RenderedEmail): Promise<string> {
  if (!env.EMAIL) throw new Error('The EMAIL binding is not configured')
  if (!env.EMAIL_FROM) throw new Error('EMAIL_FROM is not configured')
  const recipient = headerAddress(to)
  if (!recipient) throw new Error('The recipient is not a valid email address')
  const replyTo = headerAddress(email.replyTo)
  const attachments = email.attachments.map((a) => ({ ...a, filename: headerText(a.filename) }))
  const result = await env.EMAIL.send({
    from: { name: headerText(email.fromName), email: env.EMAIL_FROM },
    to: recipient,
    subject: headerText(email.subject),
    text: email.text,
    html: email.html,
    ...(replyTo ? { replyTo } : {}),
    ...(attachments.length ? { attachments } : {}),
  })
  return result.messageId
}
