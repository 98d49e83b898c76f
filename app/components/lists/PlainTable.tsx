import { type ReactNode } from 'react'

/**
 * The two looks of the dashboards' small tables: `shaded` (a grey header band, rows divided by
 * lines) for cards and admin lists, `ruled` (one rule under the header) for the customers list.
 */
const LOOKS = {
  shaded: { thead: 'bg-slate-50', cell: 'px-3 py-2', tbody: 'divide-y divide-slate-200' },
  ruled: { thead: 'border-b border-slate-300', cell: 'p-2', tbody: undefined },
} as const

/** A full-width table with one column header per heading, above the rows it is given. */
export function PlainTable({
  headings,
  caption,
  look = 'shaded',
  children,
}: {
  headings: readonly string[]
  caption?: string
  look?: keyof typeof LOOKS
  children: ReactNode
}) {
  const styles = LOOKS[look]
  return (
    <table className="w-full text-left text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={styles.thead}>
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" className={styles.cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={styles.tbody}>{children}</tbody>
    </table>
  )
}
