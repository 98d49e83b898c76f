import { Fragment } from 'react'

/** A deposit's money lines (depositLines): label on the left, amount on the right. */
export function MoneyLines({ lines, className }: { lines: [string, string][]; className: string }) {
  if (lines.length === 0) return null
  return (
    <dl className={className}>
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd className="text-right font-semibold">{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}
