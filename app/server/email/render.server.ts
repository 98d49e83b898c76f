import { EMAIL_TEMPLATES, type EmailTemplate } from './outbox.server'
import { accountTemplates } from './templates/account.server'
import { applicationTemplates } from './templates/application.server'
import { appointmentTemplates } from './templates/appointment.server'
import { bookingTemplates } from './templates/booking.server'
import { type Renderer } from './templates/context.server'
import { chargeRefundTemplates } from './templates/charge-refund.server'
import { invoiceTemplates } from './templates/invoice.server'
import { otherTemplates } from './templates/other.server'
import { paymentTemplates } from './templates/payment.server'
import { jobTemplates } from './templates/job.server'
import { reviewTemplates } from './templates/review.server'
import { waitlistTemplates } from './templates/waitlist.server'
import { weatherTemplates } from './templates/weather.server'

/** Every template has a renderer: adding a template name without one fails the type check. */
const RENDERERS: Record<EmailTemplate, Renderer> = {
  ...applicationTemplates,
  ...bookingTemplates,
  ...appointmentTemplates,
  ...otherTemplates,
  ...accountTemplates,
  ...reviewTemplates,
  ...jobTemplates,
  ...paymentTemplates,
  ...waitlistTemplates,
  ...invoiceTemplates,
  ...chargeRefundTemplates,
  ...weatherTemplates,
}

function isTemplate(value: string | null): value is EmailTemplate {
  return EMAIL_TEMPLATES.some((t) => t === value)
}

export function rendererFor(template: string | null): Renderer | null {
  return isTemplate(template) ? RENDERERS[template] : null
}
