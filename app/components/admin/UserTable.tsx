import { Link } from '@remix-run/react'
import { type AdminUserItem } from '~/server/admin/users.server'
import { DataTable } from '~/components/lists'
import { formatDate, smallButton } from './ui'

interface Props {
  rows: readonly AdminUserItem[]
  href: (changes: Record<string, string | number | undefined>) => string
}

const HEADINGS = ['Name', 'Email', 'Business name', 'Slug', 'Role', 'ID', 'Created', 'Actions']

/** Spec §3 admin list item: name, email, business name, slug, role, id, created date. */
export function UserTable({ rows, href }: Props) {
  return (
    <DataTable caption="Users" headings={HEADINGS}>
      {rows.map((user) => (
        <tr key={user.id}>
          <td className="px-3 py-2 font-medium">{user.name}</td>
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
