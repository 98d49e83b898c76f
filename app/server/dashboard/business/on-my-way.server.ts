import { type AppLoadContext, data } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import { NOT_FOUND } from '~/lib/dashboard/action-schemas'
import { type BusinessActionResult } from '~/lib/dashboard/results'
import { schema } from '~/server/db.server'
import { queueEmail } from '~/server/email/outbox.server'
import { smsProvider } from '~/server/sms/sms.server'
import { type Tenant } from '~/server/tenant.server'

const INTENT = 'booking-on-my-way'

/**
 * On my way (the day view): texts the customer from the detailer's Twilio number when texts
 * are set up, else emails them through the outbox. Only for this business's confirmed jobs.
 */
export async function onMyWay(context: AppLoadContext, tenant: Tenant, formData: FormData) {
  const raw = formData.get('id')
  const id = typeof raw === 'string' && /^\d{1,12}$/.test(raw) ? Number(raw) : null
  const fail = (status: number, message: string) =>
    data<BusinessActionResult>(
      { ok: false, intent: INTENT, message, errors: {}, targetId: id ?? undefined },
      { status },
    )
  if (id === null) return fail(400, NOT_FOUND)
  const b = schema.bookingRequests
  const [row] = await context.db
    .select({
      status: b.status,
      phone: b.customerPhone,
      email: b.customerEmail,
      name: b.customerName,
      twilioPhone: schema.affiliates.twilioPhone,
      businessName: schema.affiliates.businessName,
    })
    .from(b)
    .innerJoin(schema.affiliates, eq(schema.affiliates.id, b.affiliateId))
    .where(and(eq(b.id, id), eq(b.affiliateId, tenant.id)))
    .limit(1)
  if (!row) return fail(404, NOT_FOUND)
  if (row.status !== 'confirmed') return fail(409, `This booking is ${row.status}.`)
  const sms = smsProvider(context.env, row.twilioPhone)
  const text = `${row.businessName} is on the way to you now.`
  if (sms && (await sms.send(row.phone, text))) {
    return data<BusinessActionResult>({ ok: true, intent: INTENT, message: `Texted ${row.name}.` })
  }
  await queueEmail(context.db, {
    to: row.email,
    template: 'booking.on-my-way',
    data: { bookingId: id },
  })
  return data<BusinessActionResult>({ ok: true, intent: INTENT, message: `Emailed ${row.name}.` })
}
