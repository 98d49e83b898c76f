import { eq } from 'drizzle-orm'
import { formatPhone } from '~/lib/format'
import { PASSWORD_SETUP_TTL_DAYS } from '~/lib/password-setup-schema'
import { schema } from '../../db.server'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type RenderContext, type Renderer, textFrom } from './context.server'
import { mintPasswordToken } from './tokens.server'

const { affiliates } = schema

async function load(ctx: RenderContext, data: Record<string, unknown>) {
  const id = idFrom(data, 'affiliateId')
  if (!id) return null
  const [row] = await ctx.db.select().from(affiliates).where(eq(affiliates.id, id)).limit(1)
  return row ?? null
}

const gone = { skip: 'The application no longer exists' }

const received: Renderer = async (ctx, data) => {
  const a = await load(ctx, data)
  if (!a) return gone
  return compose(platformBrand(ctx.env), {
    subject: 'Application Received!',
    heading: 'Application Received!',
    greeting: `Hi ${a.owner},`,
    paragraphs: [
      `Thanks for applying to join Mobile Detail Hub with ${a.businessName}.`,
      'Our team reviews applications within 2-3 business days and will contact you by email.',
    ],
    details: [
      ['Business', a.businessName],
      ['Location', `${a.baseCity}, ${a.baseState}`],
      ...(a.categories.length ? [['Services', a.categories.join(', ')] as [string, string]] : []),
    ],
  })
}

const adminNew: Renderer = async (ctx, data) => {
  const a = await load(ctx, data)
  if (!a) return gone
  const brand = platformBrand(ctx.env)
  return compose(brand, {
    subject: `New application: ${a.businessName} (${a.baseCity}, ${a.baseState})`,
    heading: 'A new application is waiting',
    greeting: 'Hello,',
    paragraphs: [`${a.owner} applied with ${a.businessName}.`],
    details: [
      ['Email', a.email],
      ['Phone', a.phone ? formatPhone(a.phone) : '—'],
      ['Location', `${a.baseCity}, ${a.baseState}`],
      ['Insurance', a.hasInsurance ? 'Yes' : 'No'],
    ],
    actions: [{ label: 'Review applications', url: brand.link('/admin-dashboard') }],
  })
}

const approved: Renderer = async (ctx, data) => {
  const a = await load(ctx, data)
  if (!a) return gone
  if (a.status !== 'approved' || !a.ownerUserId) return { skip: 'The application is not approved' }
  const brand = (await affiliateBrand(ctx.db, ctx.env, a.id)) ?? platformBrand(ctx.env)
  const token = await mintPasswordToken(ctx, a.ownerUserId, PASSWORD_SETUP_TTL_DAYS * 24 * 60)
  const platform = platformBrand(ctx.env)
  return compose(platform, {
    subject: 'Your Mobile Detail Hub application is approved',
    heading: 'You are approved',
    greeting: `Hi ${a.owner},`,
    paragraphs: [
      `Good news: ${a.businessName} has been approved on Mobile Detail Hub. Your site, ${brand.siteUrl}, says 'Opening soon' until you are ready.`,
      'Set your password to sign in to your dashboard, finish the setup checklist on its overview (services with prices, the places you serve, working hours) and press Go live.',
    ],
    actions: [
      {
        label: 'Set your password',
        url: platform.link(`/set-password?token=${encodeURIComponent(token)}`),
      },
    ],
    note: `The link works once and expires in ${PASSWORD_SETUP_TTL_DAYS} days.`,
  })
}

const rejected: Renderer = async (ctx, data) => {
  const a = await load(ctx, data)
  if (!a) return gone
  const reason = textFrom(data, 'reason') ?? a.rejectionReason
  return compose(platformBrand(ctx.env), {
    subject: 'Your Mobile Detail Hub application',
    heading: 'About your application',
    greeting: `Hi ${a.owner},`,
    paragraphs: [
      `Thank you for applying with ${a.businessName}. We are unable to approve the application at this time.`,
      ...(reason ? [`Reason: ${reason}`] : []),
      'You are welcome to apply again once the points above are addressed.',
    ],
  })
}

export const applicationTemplates = {
  'application.received': received,
  'application.admin-new': adminNew,
  'application.approved': approved,
  'application.rejected': rejected,
} satisfies Record<string, Renderer>
