import { eq } from 'drizzle-orm'
import { formatPhone } from '~/lib/format'
import { schema } from '../../db.server'
import { affiliateBrand, platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type RenderContext, type Renderer } from './context.server'
import { mintPasswordToken } from './tokens.server'

const { affiliates, quoteRequests, users } = schema

import { RESET_LINK_TTL_MINUTES as RESET_TTL_MINUTES } from '~/lib/password-reset-schema'

async function loadQuote(ctx: RenderContext, data: Record<string, unknown>) {
  const id = idFrom(data, 'quoteId')
  const [q] = id
    ? await ctx.db
        .select({
          quote: quoteRequests,
          businessName: affiliates.businessName,
          slug: affiliates.slug,
        })
        .from(quoteRequests)
        .leftJoin(affiliates, eq(affiliates.id, quoteRequests.affiliateId))
        .where(eq(quoteRequests.id, id))
        .limit(1)
    : []
  return q ?? null
}

type LoadedQuote = NonNullable<Awaited<ReturnType<typeof loadQuote>>>

function quoteDetails({ quote }: LoadedQuote): [string, string][] {
  return [
    ['Email', quote.email],
    ['Phone', quote.phone ? formatPhone(quote.phone) : '—'],
    ['ZIP code', quote.zip ?? '—'],
    ['Vehicle', quote.vehicle ?? '—'],
    ['Services', quote.services.join(', ') || '—'],
    ...(quote.additionalInfo ? [['Details', quote.additionalInfo] as [string, string]] : []),
  ]
}

const quoteGone = { skip: 'The quote request no longer exists' }

const quoteNew: Renderer = async (ctx, data) => {
  const q = await loadQuote(ctx, data)
  if (!q) return quoteGone
  const brand = platformBrand(ctx.env)
  const { quote } = q
  return compose(brand, {
    subject: `New quote request from ${quote.name}`,
    heading: 'New quote request',
    greeting: `Hi ${q.businessName ?? 'Mobile Detail Hub'},`,
    paragraphs: [`${quote.name} would like a quote.`],
    details: quoteDetails(q),
    actions: q.slug
      ? [{ label: 'Open your dashboard', url: brand.link(`/${q.slug}/dashboard`) }]
      : [],
    replyTo: quote.email,
  })
}

/** Customer: the receipt for their quote request, in the business's brand. */
const quoteReceived: Renderer = async (ctx, data) => {
  const q = await loadQuote(ctx, data)
  if (!q) return quoteGone
  const { quote } = q
  const brand =
    (quote.affiliateId === null
      ? null
      : await affiliateBrand(ctx.db, ctx.env, quote.affiliateId)) ?? platformBrand(ctx.env)
  const who = q.businessName ?? 'Mobile Detail Hub'
  return compose(brand, {
    subject: `We received your quote request`,
    heading: 'Quote request received',
    greeting: `Hi ${quote.name},`,
    paragraphs: [`Thanks for asking ${who} for a quote. We will get back to you shortly.`],
    details: quoteDetails(q),
    actions: [],
    replyTo: brand.email,
  })
}

const passwordReset: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'userId')
  const [user] = id
    ? await ctx.db
        .select({ id: users.id, name: users.name, disabled: users.disabled })
        .from(users)
        .where(eq(users.id, id))
        .limit(1)
    : []
  if (!user || user.disabled) return { skip: 'The account no longer exists' }
  const brand = platformBrand(ctx.env)
  const token = await mintPasswordToken(ctx, user.id, RESET_TTL_MINUTES)
  return compose(brand, {
    subject: 'Reset your Mobile Detail Hub password',
    heading: 'Reset your password',
    greeting: `Hi ${user.name},`,
    paragraphs: ['Someone (hopefully you) asked to reset the password of this account.'],
    actions: [
      {
        label: 'Choose a new password',
        url: brand.link(`/reset-password?token=${encodeURIComponent(token)}`),
      },
    ],
    note: `The link works once and expires in ${RESET_TTL_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  })
}

// Someone registered with an address that already has an account: tell the owner, not them.
const accountExists: Renderer = async (ctx) => {
  const brand = platformBrand(ctx.env)
  return compose(brand, {
    subject: 'Someone tried to create an account with your email',
    heading: 'You already have an account',
    greeting: 'Hi,',
    paragraphs: [
      'Someone just tried to create a Mobile Detail Hub account with this email address, which already has one.',
    ],
    actions: [{ label: 'Reset your password', url: brand.link('/forgot-password') }],
    note: 'If this was not you, no action is needed: your account is unchanged.',
  })
}

// A second application while one is pending: the answer on screen is the same as the first.
const applicationDuplicate: Renderer = async (ctx) => {
  const brand = platformBrand(ctx.env)
  return compose(brand, {
    subject: 'Your application is already waiting for review',
    heading: 'We already have your application',
    greeting: 'Hi,',
    paragraphs: [
      'We received another application from this email address while your first one is still waiting for review, so we kept the first one.',
      'Review takes 2–3 business days; we will contact you by email.',
    ],
    actions: [],
  })
}

export const otherTemplates = {
  'quote.new': quoteNew,
  'quote.received': quoteReceived,
  'password.reset': passwordReset,
  'account.exists': accountExists,
  'application.duplicate': applicationDuplicate,
} satisfies Record<string, Renderer>
