import { Link } from '@remix-run/react'
import { type AdminUserItem } from '~/server/admin/users.server'
import { DataTable } from '~/components/lists'
import { formatDate, smallButton } from './ui'

interface Props {
  rows: readonly AdminUserItem[]
  href: (changes: Record<string, string | number | undefined>) => string
  /** The Affiliates list: one row per business, its id the business's. */
  businesses?: boolean
}

const HEADINGS = ['Name', 'Email', 'Business name', 'Slug', 'Role', 'ID', 'Created', 'Actions']

/** Spec §3 admin list item: name, email, business name, slug, role, id, created date. */
export function UserTable({ rows, href, businesses = false }: Props) {
  const headings = HEADINGS.map((h) => (h === 'ID' && businesses ? 'Business ID' : h))
  return (
    <DataTable caption="Users" headings={headings}>
      {rows.map((user) => (
        <tr key={user.id}>
          <td className="px-3 py-2 font-medium">
            {user.name}
            {businesses && user.user_id === null ? (
              <span className="block text-xs font-normal text-slate-500">No owner account</span>
            ) : null}
          </td>
          <td className="px-3 py-2">{user.email}</td>
          <td className="px-3 py-2">{user.business_name ?? ''}</td>
          <td className="px-3 py-2">{user.slug ?? ''}</td>
          <td className="px-3 py-2">{user.role}</td>
          <td className="px-3 py-2">{user.id}</td>
          <td className="px-3 py-2">{formatDate(user.created_at)}</td>
          <td className="px-3 py-2">
            {user.affiliate_id && user.business_name ? (
              <Link
                to={href({ delete: user.affiliate_id })}
                className={`${smallButton} border-red-300 text-red-700`}
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
