import { type ReactNode } from 'react'

/** A list's table: its headings as column headers above the rows it is given. */
export function DataTable({
  caption,
  headings,
  uppercase = true,
  bodyClassName = '',
  children,
}: {
  caption?: string
  headings: readonly string[]
  /** Off where the headings are the spec's field names, shown as written. */
  uppercase?: boolean
  /** Styles for every row's cells, set once here instead of on each cell of a long page. */
  bodyClassName?: string
  children: ReactNode
}) {
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead
        className={`bg-slate-50 text-left text-xs ${uppercase ? 'uppercase' : ''}tracking-wide text-slate-600`}
      >
        <tr>
          {headings.map((h) => (
            <th key={h} scope="col" className="px-3 py-2">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={`divide-y divide-slate-100 ${bodyClassName}`}>{children}</tbody>
    </table>
  )
}
