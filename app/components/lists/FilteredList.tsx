import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { Pager, type Paging } from './Pager'

export interface FilterLink {
  key: string
  label: ReactNode
  href: string
  current: boolean
}

const PILL =
  'inline-block rounded-full border border-slate-300 px-3 py-1 capitalize aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white'

/** Links that each show the list filtered one way; the current one is marked for everyone. */
export function FilterLinks({
  label,
  links,
  className = 'mb-3 flex flex-wrap gap-2 text-sm',
  linkClassName = PILL,
}: {
  label: string
  links: FilterLink[]
  className?: string
  linkClassName?: string | ((current: boolean) => string)
}) {
  return (
    <nav aria-label={label}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              aria-current={link.current ? 'page' : undefined}
              className={
                typeof linkClassName === 'string' ? linkClassName : linkClassName(link.current)
              }
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A list as the inbox, the audit log and the admin lists show it: its filters, the rows (or what
 * to say when there are none) and the pager. The filters and the page live in the URL.
 */
export function FilteredList<T>({
  filters,
  items,
  empty,
  emptyClassName = 'py-8 text-center text-slate-600',
  paging,
  children,
}: {
  filters?: ReactNode
  items: readonly T[]
  empty: string
  emptyClassName?: string
  paging?: Paging
  children: (items: readonly T[]) => ReactNode
}) {
  return (
    <>
      {filters}
      {items.length === 0 ? <p className={emptyClassName}>{empty}</p> : children(items)}
      {paging ? <Pager {...paging} /> : null}
    </>
  )
}
