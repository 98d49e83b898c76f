import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { type Db, schema } from '../db.server'

/**
 * Every email the product sends, named by what happened. Rows carry ids and reasons, never
 * secrets: links (set-password, reset, confirm/decline) are minted when the message is rendered
 * at send time, so a leaked outbox row opens nothing.
 */
export type EmailTemplate =
  | 'application.received'
  | 'application.admin-new'
  | 'application.approved'
  | 'application.rejected'
  | 'booking.received'
  | 'booking.new'
  | 'booking.confirmed'
  | 'booking.declined'
  | 'booking.cancelled-by-detailer'
  | 'booking.cancelled-by-customer'
  | 'booking.moved'
  | 'booking.moved-detailer'
  | 'booking.reminder'
  | 'booking.on-my-way'
  | 'quote.new'
  | 'quote.received'
  | 'password.reset'
  // Someone registered or applied with an address that already has an account / a pending
  // application: the answer looks like success, and the owner hears of it here.
  | 'account.exists'
  | 'application.duplicate'
  // Add User: the new account's owner sets a password.
  | 'account.invited'
  // A customer asked to confirm their email, so earlier requests join their account.
  | 'account.verify-email'
  // The sign-in email is to change: the link goes to the new address; the old one is told once
  // the change is made.
  | 'account.change-email'
  | 'account.email-changed'
  // A job was marked completed: the customer is asked for a review (decision 029).
  | 'review.request'
  // A deposit, or part of it, went back to the customer's card (decision 036).
  | 'payment.refunded'
  // A business serving a place someone waited for went live (issue 40).
  | 'waitlist.opened'
  // After the job (issue 39): the invoice with its link; a card on file that could not be
  // charged; the receipt of a payment after the job (balance with tip, no-show fee).
  | 'invoice.sent'
  | 'invoice.autopay-failed'
  // A sent invoice was adjusted (decision 044, branch r39): the updated invoice.
  | 'invoice.updated'
  | 'payment.receipt'
  // A second payment of an already paid invoice went back in full (decision 044, pay4).
  | 'payment.charge-refunded'
  // The detailer refunded a payment after the job, with the reason (decision 044, branch r39).
  | 'payment.refund-receipt'
  // The job on a phone (issue 42): the customer's sign-off with the photos; a message on the
  // booking's thread, to the other side.
  | 'job.signoff'
  | 'job.message'
  // Weather (issue 41): a rule tripped for a job's time, keep or move (customer, detailer).
  | 'weather.alert'
  | 'weather.alert-detailer'

export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  'application.received',
  'application.admin-new',
  'application.approved',
  'application.rejected',
  'booking.received',
  'booking.new',
  'booking.confirmed',
  'booking.declined',
  'booking.cancelled-by-detailer',
  'booking.cancelled-by-customer',
  'booking.moved',
  'booking.moved-detailer',
  'booking.reminder',
  'booking.on-my-way',
  'quote.new',
  'quote.received',
  'password.reset',
  'account.exists',
  'application.duplicate',
  'account.invited',
  'account.verify-email',
  'account.change-email',
  'account.email-changed',
  'review.request',
  'payment.refunded',
  'waitlist.opened',
  'invoice.sent',
  'invoice.autopay-failed',
  'invoice.updated',
  'payment.receipt',
  'payment.charge-refunded',
  'payment.refund-receipt',
  'job.signoff',
  'job.message',
  'weather.alert',
  'weather.alert-detailer',
]

/**
 * Mail that a stranger can cause to be sent to an address they do not own, capped per recipient
 * (any client, any business) per hour: over the cap the message is simply not queued and the
 * request answers as it would have, so nothing leaks (decision 016, round 3). Three budgets, so a
 * flood of receipts cannot use up the password reset an owner needs, and the reverse.
 */
export const RECIPIENT_CAPS = [
  {
    name: 'receipts',
    max: 5,
    templates: [
      'booking.received',
      'quote.received',
      'application.received',
      'application.duplicate',
      // Anyone may type any address into "tell me when a detailer serves {place}".
      'waitlist.opened',
    ],
  },
  {
    name: 'account',
    max: 3,
    templates: ['password.reset', 'account.exists', 'account.verify-email', 'account.change-email'],
  },
  // To a business or the admins: new work announced by whoever filled in a public form.
  { name: 'notices', max: 10, templates: ['booking.new', 'quote.new', 'application.admin-new'] },
] as const satisfies readonly { name: string; max: number; templates: readonly EmailTemplate[] }[]
export const RECIPIENT_CAP_WINDOW_SECONDS = 3600

function capOf(template: EmailTemplate) {
  return RECIPIENT_CAPS.find((c) => (c.templates as readonly EmailTemplate[]).includes(template))
}

type Scalar = string | number | boolean | null
/**
 * A value may be SQL (e.g. the id of a row inserted earlier in the same batch, which is not
 * known before the batch runs).
 */
export type EmailData = Record<string, Scalar | SQL>

export interface OutboxMessage {
  /** The address, or SQL reading it inside the batch (e.g. from the row being changed). */
  to: string | SQL
  template: EmailTemplate
  data: EmailData
}

interface QueueOptions {
  /**
   * Queue only if this holds when the statement runs: for changes that may turn out to be
   * no-ops inside the batch (a status flip someone else already made, a duplicate submit).
   */
  when?: SQL
  /**
   * Past the recipient caps: mail about money a customer has paid (a deposit's receipt and the
   * detailer's notice of it). A stranger cannot flood anyone with that without paying each time,
   * and a busy detailer must not lose the news of a paid booking to the hourly cap.
   */
  paid?: boolean
}

/**
 * The insert for one outbox row, to be put into the same `db.batch([...])` as the change it
 * announces (transactional outbox). Nothing is sent here; the dispatcher renders and delivers.
 */
export function queueEmail(db: Db, message: OutboxMessage, options: QueueOptions = {}) {
  const to = message.to
  const entries = Object.entries(message.data)
  const cap = options.paid ? undefined : capOf(message.template)
  if (!cap && typeof to === 'string' && !options.when && entries.every(([, v]) => !isSql(v))) {
    return db.insert(schema.emailOutbox).values({
      toAddress: to.trim(),
      // Subject and body are rendered by the dispatcher; until then they name the template.
      subject: message.template,
      body: '',
      template: message.template,
      payload: Object.fromEntries(entries),
    })
  }
  const pairs = entries.map(([k, v]) => sql`${k}, ${v}`)
  const address = typeof to === 'string' ? sql`${to.trim()}` : sql`trim(${to})`
  // INSERT … SELECT lists every column in table order; these are the ones with values.
  const values = new Map<string, SQL>([
    ['toAddress', address],
    ['subject', sql`${message.template}`],
    ['body', sql`''`],
    ['template', sql`${message.template}`],
    ['payload', sql`json_object(${sql.join(pairs, sql`, `)})`],
    ['status', sql`'queued'`],
    ['attempts', sql`0`],
    ['createdAt', sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`],
  ])
  const columns = Object.keys(getTableColumns(schema.emailOutbox)).map(
    (key) => values.get(key) ?? sql`null`,
  )
  const conditions = [options.when ?? sql`1`]
  if (typeof to !== 'string') conditions.push(sql`${to} is not null`)
  // One statement: SQLite runs it alone, so parallel requests cannot all pass the count.
  if (cap) conditions.push(underCap(address, cap))
  return db
    .insert(schema.emailOutbox)
    .select(sql`select ${sql.join(columns, sql`, `)} where ${sql.join(conditions, sql` and `)}`)
}

/** The recipient has had fewer than `max` messages of the cap's kinds in the last hour. */
function underCap(address: SQL, cap: (typeof RECIPIENT_CAPS)[number]) {
  const { emailOutbox: o } = schema
  const kinds = sql.join(
    cap.templates.map((t) => sql`${t}`),
    sql`, `,
  )
  const since = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${RECIPIENT_CAP_WINDOW_SECONDS} seconds`})`
  return sql`(select count(*) from ${o} where lower(${o.toAddress}) = lower(${address})
    and ${o.createdAt} > ${since} and ${o.template} in (${kinds})) < ${cap.max}`
}

function isSql(value: Scalar | SQL): value is SQL {
  return typeof value === 'object' && value !== null
}
