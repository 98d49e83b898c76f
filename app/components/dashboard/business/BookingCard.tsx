import { addonsLine } from '~/lib/booking/addons'
import { TIME_WINDOWS, formatBookingDate, isTimeWindow } from '~/lib/booking/request-fields'
import { dateTimeIn, dollars, timeIn } from '~/lib/dashboard/format'
import { type BookingItem } from '~/lib/dashboard/tab-data'
import { formatPhone, telHref } from '~/lib/format'
import { DisputeNote } from '../money/DisputeNote'
import { BookingActions } from './BookingActions'
import { WeatherBadge } from '~/components/weather/WeatherBadge'
import { factsClass, StatusBadge } from './shared'
import { ItemCard } from '~/components/lists'

export function BookingCard({ booking: b, zone }: { booking: BookingItem; zone: string }) {
  const headingId = `booking-${b.id}-title`
  return (
    <ItemCard
      headingId={headingId}
      reference={b.reference}
      title={`${b.customerName} · ${b.serviceName} – ${b.tierName}`}
      badges={
        <span className="flex flex-wrap gap-2">
          {b.emailConfirmed ? null : (
            <span className="inline-block rounded-full border border-yellow-400 bg-yellow-50 px-2 py-0.5 text-xs font-semibold text-yellow-900">
              Email not confirmed yet
            </span>
          )}
          {b.weather ? <WeatherBadge headline={b.weather} /> : null}
          <StatusBadge status={b.status} />
        </span>
      }
    >
      <dl className={factsClass}>
        <Item term="Reference" value={b.reference} />
        <Item
          term="Package"
          value={`${b.vehicleName} · ${b.categoryName} · ${b.serviceName} – ${b.tierName}`}
        />
        {b.addons.length > 0 ? <Item term="Add-ons" value={addonsLine(b.addons)} /> : null}
        <Item term="Estimate" value={dollars(b.estimateCents)} />
        <Item term="Duration" value={`${b.durationMinutes} minutes`} />
        <Item term="Address" value={b.address} />
        <Item
          term="Preferred"
          value={`${formatBookingDate(b.preferredDate)}, ${isTimeWindow(b.timeWindow) ? TIME_WINDOWS[b.timeWindow] : b.timeWindow}`}
        />
        {b.startAt && b.endAt ? (
          <Item
            term="Appointment"
            value={`${dateTimeIn(b.startAt, zone)} – ${timeIn(b.endAt, zone)}`}
          />
        ) : null}
        {b.heldUntil ? (
          <Item term="Time held" value={`until ${dateTimeIn(b.heldUntil, zone)}`} />
        ) : b.status === 'pending' && b.startAt ? (
          <Item term="Time held" value="not yet (email not confirmed)" />
        ) : null}
        <div>
          <dt>Contact: </dt>
          <dd>
            <a className="underline" href={telHref(b.customerPhone)}>
              {formatPhone(b.customerPhone)}
            </a>
            {' · '}
            {/* A box of its own: a long address split across lines would leave the link's
                middle on blank space, where a tap misses it. */}
            <a
              className="inline-block max-w-full break-all align-top underline"
              href={`mailto:${b.customerEmail}`}
            >
              {b.customerEmail}
            </a>
          </dd>
        </div>
        {b.notes ? <Item term="Notes" value={b.notes} /> : null}
        {b.declineReason ? <Item term="Declined because" value={b.declineReason} /> : null}
        {b.cancelReason ? <Item term="Cancelled because" value={b.cancelReason} /> : null}
        <Item
          term="Received"
          value={`${dateTimeIn(b.createdAt, zone)}${b.source === 'phone' ? ' (by phone)' : ''}`}
        />
      </dl>
      {b.dispute ? <DisputeNote dispute={b.dispute} zone={zone} moneyPath="?tab=money" /> : null}
      <BookingActions booking={b} zone={zone} />
    </ItemCard>
  )
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{`${term}: `}</dt>
      <dd>{value}</dd>
    </div>
  )
}
