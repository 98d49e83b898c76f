import { eq } from 'drizzle-orm'
import { schema } from '../../db.server'
import { platformBrand } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type Renderer, textFrom } from './context.server'

const { affiliates } = schema

/** "Tell me when a detailer serves {place}": one went live there (issue 40). */
const opened: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'affiliateId')
  const city = textFrom(data, 'city')
  const state = textFrom(data, 'state')
  const [a] = id
    ? await ctx.db
        .select({ name: affiliates.businessName, slug: affiliates.slug, liveAt: affiliates.liveAt })
        .from(affiliates)
        .where(eq(affiliates.id, id))
        .limit(1)
    : []
  if (!a?.slug || !a.liveAt || !city || !state) return { skip: 'The business is not live' }
  const place = `${city}, ${state}`
  const brand = platformBrand(ctx.env)
  return compose(brand, {
    subject: `A mobile detailer now serves ${place}`,
    heading: `${a.name} now serves ${place}`,
    greeting: 'Hello,',
    paragraphs: [
      `You asked us to tell you when a mobile detailer serves ${place}. ${a.name} does now, and you can book online.`,
      'This is the only message about it: you asked once, so we tell you once.',
    ],
    actions: [{ label: `Book with ${a.name}`, url: brand.link(`/${a.slug}/booking`) }],
  })
}

export const waitlistTemplates = { 'waitlist.opened': opened } satisfies Record<string, Renderer>
