import { and, asc, eq, sql } from 'drizzle-orm'
import { schema } from '../../db.server'
import { loadBookingWithBusiness } from '../../booking/email-view.server'
import { affiliateBrand, platformBrand, platformOrigin } from '../brand.server'
import { compose } from '../layout.server'
import { idFrom, type RenderContext, type Renderer, textFrom } from './context.server'

const { bookingMessages, jobPhotos, jobSignoffs } = schema

// The job on a phone (issue 42, decision 043). Photos are linked through the customer's sign-off
// link (the only key that opens them without a session), minted into the message at send time.

/** Shown in an email: the first two before and the first two after photos. */
const SHOWN_PER_SIDE = 2

/** The job's sign-off link and the photos an email shows, or null when it has no sign-off. */
export async function jobImages(ctx: Pick<RenderContext, 'db' | 'env'>, bookingId: number) {
  const [[signoff], photos] = await ctx.db.batch([
    ctx.db
      .select({ token: jobSignoffs.token, settledAt: jobSignoffs.settledAt })
      .from(jobSignoffs)
      .where(eq(jobSignoffs.bookingId, bookingId))
      .limit(1),
    ctx.db
      .select({ id: jobPhotos.id, phase: jobPhotos.phase })
      .from(jobPhotos)
      .where(eq(jobPhotos.bookingId, bookingId))
      .orderBy(sql`${jobPhotos.phase} = 'after'`, asc(jobPhotos.id)),
  ])
  if (!signoff) return null
  const origin = platformOrigin(ctx.env)
  const count = { before: 0, after: 0 }
  const images = photos.flatMap((p) => {
    count[p.phase] += 1
    if (count[p.phase] > SHOWN_PER_SIDE) return []
    const label = p.phase === 'before' ? 'Before' : 'After'
    return [
      {
        url: `${origin}/signoff/${signoff.token}/photos/${p.id}`,
        alt: `${label} ${count[p.phase]}`,
      },
    ]
  })
  return { token: signoff.token, settled: signoff.settledAt !== null, images }
}

/** Customer, when the job is marked completed: the photos, "Looks great" or "Something's not right". */
const signoff: Renderer = async (ctx, data) => {
  const id = idFrom(data, 'bookingId')
  const row = id ? await loadBookingWithBusiness(ctx.db, { id }) : null
  if (!row || row.booking.status !== 'completed') return { skip: 'The job is no longer completed' }
  const job = await jobImages(ctx, row.booking.id)
  if (!job) return { skip: 'The job has no sign-off' }
  const brand =
    (await affiliateBrand(ctx.db, ctx.env, row.booking.affiliateId)) ?? platformBrand(ctx.env)
  const page = brand.link(`/signoff/${job.token}`)
  return compose(brand, {
    subject: `${row.businessName} finished your ${row.booking.serviceName}: how does it look?`,
    heading: 'Your job is done: how does it look?',
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: [
      job.images.length > 0
        ? `${row.businessName} has finished ${row.booking.reference}. Here are the before and after photos.`
        : `${row.businessName} has finished ${row.booking.reference}.`,
      `Please tell ${row.businessName} whether it looks great or something's not right. With no answer within 24 hours the job is settled, and a card you kept on file is charged the balance.`,
    ],
    images: job.images,
    details: [['Service', `${row.booking.serviceName} – ${row.booking.tierName}`]],
    actions: [
      { label: 'Looks great', url: `${page}#looks-great` },
      { label: "Something's not right", url: `${page}#not-right` },
    ],
    note: 'The link is yours alone: please do not forward this email.',
    replyTo: brand.email,
  })
}

/** A message on the booking's thread, to the other side. */
const message: Renderer = async (ctx, data) => {
  const bookingId = idFrom(data, 'bookingId')
  const messageId = idFrom(data, 'messageId')
  const author = textFrom(data, 'author')
  const row = bookingId ? await loadBookingWithBusiness(ctx.db, { id: bookingId }) : null
  if (!row || !messageId) return { skip: 'The booking no longer exists' }
  const [said] = await ctx.db
    .select({ body: bookingMessages.body })
    .from(bookingMessages)
    .where(and(eq(bookingMessages.id, messageId), eq(bookingMessages.bookingId, row.booking.id)))
    .limit(1)
  if (!said) return { skip: 'The message no longer exists' }
  const job = await jobImages(ctx, row.booking.id)
  const brand =
    (await affiliateBrand(ctx.db, ctx.env, row.booking.affiliateId)) ?? platformBrand(ctx.env)
  if (author === 'customer') {
    const screen = `${platformOrigin(ctx.env)}/${row.businessSlug}/dashboard/jobs/${row.booking.id}`
    return compose(platformBrand(ctx.env), {
      subject: `${row.booking.customerName} wrote about ${row.booking.reference}`,
      heading: `A message about ${row.booking.reference}`,
      greeting: `Hi ${row.businessName},`,
      paragraphs: [`${row.booking.customerName} wrote:`, said.body],
      actions: [{ label: 'Answer from the job screen', url: screen }],
      replyTo: null,
    })
  }
  if (!job) return { skip: 'The job has no sign-off' }
  return compose(brand, {
    subject: `${row.businessName} answered about ${row.booking.reference}`,
    heading: `${row.businessName} answered`,
    greeting: `Hi ${row.booking.customerName},`,
    paragraphs: [said.body],
    actions: [{ label: 'Read and answer', url: brand.link(`/signoff/${job.token}`) }],
    replyTo: brand.email,
  })
}

export const jobTemplates = { 'job.signoff': signoff, 'job.message': message } satisfies Record<
  string,
  Renderer
>
