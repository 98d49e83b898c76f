import {
  PROTECTION_COMPARISON,
  PROTECTION_METRICS,
  type ProtectionOption,
  RATING_MAX,
} from '~/lib/service-content/comparison'

/**
 * The protection comparison of spec §3 as a table: screen readers get rows and headers, sighted
 * users bars plus the number (bars alone would hide the value). Options are the columns because
 * their short names fit a phone; the bars appear from the small breakpoint up.
 */
export function ProtectionChart({ highlight }: { highlight: ProtectionOption['key'] }) {
  const tint = (key: ProtectionOption['key']) => (key === highlight ? 'bg-brand-50' : '')
  return (
    <div className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <table className="w-full text-left text-sm">
        <caption className="mb-4 text-left">
          <span className="block text-base font-semibold text-slate-900">
            How protection options compare
          </span>
          <span className="text-slate-600">Ratings from 1 (least) to {RATING_MAX} (most)</span>
        </caption>
        <thead>
          <tr>
            <td />
            {PROTECTION_COMPARISON.map((option) => (
              <th
                key={option.key}
                scope="col"
                className={`rounded-t-md px-2 pb-1 pt-2 font-semibold text-slate-900 ${tint(option.key)}`}
              >
                <span aria-hidden>{option.short}</span>
                <span className="sr-only">{option.label}</span>
                {option.key === highlight ? (
                  <span className="block text-xs font-normal text-slate-600">This service</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PROTECTION_METRICS.map((metric) => (
            <tr key={metric.key}>
              <th scope="row" className="py-2 pr-2 font-medium text-slate-700">
                {metric.label}
              </th>
              {PROTECTION_COMPARISON.map((option) => (
                <td key={option.key} className={`px-2 py-2 ${tint(option.key)}`}>
                  <Rating value={option.ratings[metric.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Rating({ value }: { value: number }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden className="hidden h-2 w-10 rounded-full bg-slate-200 sm:block">
        <span
          className="block h-2 rounded-full bg-brand-600"
          style={{ width: `${(value / RATING_MAX) * 100}%` }}
        />
      </span>
      <span className="tabular-nums text-slate-900">
        {value}
        <span className="sr-only"> out of {RATING_MAX}</span>
      </span>
    </span>
  )
}
