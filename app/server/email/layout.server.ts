import { type Brand } from './brand.server'
import { senderName } from './headers.server'

/** What a template says; compose() turns it into the text and HTML parts. */
export interface EmailContent {
  subject: string
  heading: string
  greeting: string
  paragraphs: string[]
  details?: Array<[label: string, value: string]>
  actions?: Array<{ label: string; url: string }>
  /** Small print under the actions (expiry, why you got this). */
  note?: string
  attachments?: EmailAttachment[]
  /** Photos shown under the paragraphs (the job's before and after, issue 42). */
  images?: Array<{ url: string; alt: string }>
  /** Replies go to the business rather than the no-reply sender. */
  replyTo?: string | null
}

export interface RenderedEmail {
  subject: string
  text: string
  html: string
  fromName: string
  replyTo: string | null
  attachments: EmailAttachment[]
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

// 48 px tall, the width following the logo's shape; mail clients scale the stored original.
function logo(brand: Brand): string {
  if (!brand.logoUrl) return ''
  return `<img src="${escape(brand.logoUrl)}" alt="" height="48" style="height:48px;width:auto;max-width:160px;vertical-align:middle;margin-right:12px;border:0">`
}

export function compose(brand: Brand, content: EmailContent): RenderedEmail {
  return {
    subject: content.subject,
    text: textPart(brand, content),
    html: htmlPart(brand, content),
    fromName: senderName(brand),
    replyTo: content.replyTo ?? null,
    attachments: content.attachments ?? [],
  }
}

function contactLine(brand: Brand): string {
  return [brand.phone, brand.email].filter(Boolean).join(' · ')
}

function textPart(brand: Brand, c: EmailContent): string {
  const lines = [c.greeting, '', ...c.paragraphs.flatMap((p) => [p, ''])]
  if (c.images?.length) lines.push(...c.images.map((i) => `${i.alt}: ${i.url}`), '')
  if (c.details?.length) lines.push(...c.details.map(([k, v]) => `${k}: ${v}`), '')
  for (const action of c.actions ?? []) lines.push(`${action.label}: ${action.url}`, '')
  if (c.note) lines.push(c.note, '')
  lines.push('—', brand.name, brand.siteUrl)
  const contact = contactLine(brand)
  if (contact) lines.push(contact)
  return lines.join('\n')
}

// Table layout and inline styles: what mail clients render reliably.
function htmlPart(brand: Brand, c: EmailContent): string {
  const details = c.details?.length
    ? `<table role="presentation" cellpadding="4" style="margin:16px 0;border-collapse:collapse">${c.details
        .map(
          ([k, v]) =>
            `<tr><td style="color:#475569;padding-right:12px;vertical-align:top">${escape(k)}</td><td style="color:#0f172a">${escape(v)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  const actions = (c.actions ?? [])
    .map(
      (a) =>
        `<a href="${escape(a.url)}" style="display:inline-block;margin:8px 8px 8px 0;padding:10px 18px;border-radius:6px;background:#1d4ed8;color:#ffffff;font-weight:600;text-decoration:none">${escape(a.label)}</a>`,
    )
    .join('')
  // Two a row at 256 px: side by side on a phone's mail app as on a desktop's.
  const images = (c.images ?? [])
    .map(
      (i) =>
        `<img src="${escape(i.url)}" alt="${escape(i.alt)}" width="256" style="width:256px;max-width:48%;height:auto;margin:0 8px 8px 0;border-radius:6px;border:0">`,
    )
    .join('')
  const contact = contactLine(brand)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(c.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:8px" cellpadding="24"><tr><td>
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#1d4ed8"><a href="${escape(brand.siteUrl)}" style="color:#1d4ed8;text-decoration:none">${logo(brand)}${escape(brand.name)}</a></p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escape(c.heading)}</h1>
<p style="margin:0 0 12px;color:#0f172a">${escape(c.greeting)}</p>
${c.paragraphs.map((p) => `<p style="margin:0 0 12px;color:#0f172a">${escape(p)}</p>`).join('\n')}
${images ? `<p style="margin:16px 0">${images}</p>` : ''}
${details}
${actions ? `<p style="margin:16px 0">${actions}</p>` : ''}
${c.note ? `<p style="margin:16px 0 0;font-size:13px;color:#475569">${escape(c.note)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#64748b">${escape(brand.name)} · <a href="${escape(brand.siteUrl)}" style="color:#64748b">${escape(brand.siteUrl)}</a>${contact ? ` · ${escape(contact)}` : ''}</p>
</td></tr></table>
</body></html>`
}
