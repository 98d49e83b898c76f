import { Link } from '@remix-run/react'
import { type SlotPickerView } from '~/lib/booking/views'

/**
 * "Other days": the days with free times as plain links (`?day=`), so choosing another day works
 * without JavaScript. `href` builds each link from the page's own query (which must keep every
 * other choice, e.g. the add-ons).
 */
export function DayLinks({
  picker,
  href,
  label,
}: {
  picker: SlotPickerView
  href: (date: string | null) => string
  label: string
}) {
  if (picker.days.length === 0) return null
  return (
    <nav aria-label={label} className="mt-3">
      <p className="text-sm font-medium text-slate-800">Other days</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {picker.day ? (
          <li>
            <Link preventScrollReset to={href(null)} className="inline-block px-1 py-2 underline">
              Next free times
            </Link>
          </li>
        ) : null}
        {picker.days.map((d) => (
          <li key={d.date}>
            <Link
              preventScrollReset
              to={href(d.date)}
              aria-current={picker.day?.date === d.date ? 'true' : undefined}
              className="text-brand-800 inline-block px-1 py-2 underline aria-[current=true]:font-bold"
            >
              {d.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
