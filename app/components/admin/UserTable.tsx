import { Link } from '@remix-run/react'
import { type AdminUserItem } from '~/server/admin/users.server'
import { DataTable } from '~/components/lists'
import { formatDate } from './ui'

interface Props {
  rows: readonly AdminUserItem[]
  href: (changes: Record<string, string | number | undefined>) => string
  /** The Affiliates list: one row per business, its id the business's. */
  businesses?: boolean
}

const HEADINGS = ['Name', 'Email', 'Business name', 'Slug', 'Role', 'ID', 'Created', 'Actions']

// A page is up to 25 rows of 8 cells (issue 43): their padding, the owner note and the Delete
// link's look are set once on the table body, so a row carries its text and little else.
const ROW_STYLES = [
  '[&_td]:px-3 [&_td]:py-2 [&_td:first-child]:font-medium',
  '[&_small]:block [&_small]:text-xs [&_small]:font-normal [&_small]:text-slate-500',
  '[&_a]:rounded [&_a]:border [&_a]:border-red-300 [&_a]:px-2 [&_a]:py-1 [&_a]:text-xs',
  '[&_a]:font-medium [&_a]:text-red-700 [&_a:hover]:bg-red-50',
].join(' ')

/** Spec §3 admin list item: name, email, business name, slug, role, id, created date. */
export function UserTable({ rows, href, businesses = false }: Props) {
  const headings = HEADINGS.map((h) => (h === 'ID' && businesses ? 'Business ID' : h))
  return (
    <DataTable caption="Users" headings={headings} bodyClassName={ROW_STYLES}>
      {rows.map((user) => (
        <tr key={user.id}>
          <td>
            {user.name}
            {businesses && user.user_id === null ? <small>No owner account</small> : null}
          </td>
          <td>{user.email}</td>
          <td>{user.business_name ?? ''}</td>
          <td>{user.slug ?? ''}</td>
          <td>{user.role}</td>
          <td>{user.id}</td>
          <td>{formatDate(user.created_at)}</td>
          <td>
            {user.affiliate_id && user.business_name ? (
              // The dialog is this page's own state: no route to discover.
              <Link
                to={href({ delete: user.affiliate_id })}
                discover="none"
                aria-label={`Delete ${user.business_name}`}
              >
                Delete
              </Link>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
