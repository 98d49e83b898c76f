import { Link } from '@remix-run/react'
import { type AdminUserItem } from '~/server/admin/users.server'
import { formatDate, smallButton } from './ui'

interface Props {
  rows: AdminUserItem[]
  href: (changes: Record<string, string | number | undefined>) => string
  /** The Affiliates list: one row per business, its id the business's. */
  businesses?: boolean
}

/** Spec §3 admin list item: name, email, business name, slug, role, id, created date. */
export function UserTable({ rows, href, businesses = false }: Props) {
  if (rows.length === 0) return <p className="py-8 text-center text-slate-600">No users found</p>
  const idLabel = businesses ? 'Business ID' : 'ID'
  return (
    <table className="min-w-full divide-y divide-slate-200 text-sm">
      <caption className="sr-only">Users</caption>
      <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
        <tr>
          {['Name', 'Email', 'Business name', 'Slug', 'Role', idLabel, 'Created', 'Actions'].map(
            (h) => (
              <th key={h} scope="col" className="px-3 py-2">
                {h}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
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
      </tbody>
    </table>
  )
}
