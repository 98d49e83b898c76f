import { Link } from '@remix-run/react'
import { type PendingApplication } from '~/server/applications.server'
import { DataTable } from '~/components/lists'
import { formatDate, smallButton } from './ui'

interface Props {
  rows: readonly PendingApplication[]
  href: (changes: Record<string, string | number | undefined>) => string
}

const HEADINGS = [
  'business_name',
  'owner',
  'email',
  'phone',
  'city',
  'state_code',
  'postal_code',
  'has_insurance',
  'source',
  'application_date',
  'Actions',
]

/** Spec §3 pending application, with Approve and Reject (each opens its dialog via the URL). */
export function PendingTable({ rows, href }: Props) {
  return (
    <DataTable caption="Pending applications" headings={HEADINGS} uppercase={false}>
      {rows.map((app) => (
        <tr key={app.id}>
          <td className="px-3 py-2 font-medium">{app.business_name}</td>
          <td className="px-3 py-2">{app.owner}</td>
          <td className="px-3 py-2">{app.email}</td>
          <td className="px-3 py-2">{app.phone ?? ''}</td>
          <td className="px-3 py-2">{app.city}</td>
          <td className="px-3 py-2">{app.state_code}</td>
          <td className="px-3 py-2">{app.postal_code ?? ''}</td>
          <td className="px-3 py-2">{app.has_insurance ? 'Yes' : 'No'}</td>
          <td className="px-3 py-2">{app.source ?? ''}</td>
          <td className="px-3 py-2">{formatDate(app.application_date)}</td>
          <td className="flex gap-2 px-3 py-2">
            <Link
              to={href({ approve: app.id })}
              className={`${smallButton} border-green-400 text-green-800`}
              aria-label={`Approve ${app.business_name}`}
            >
              Approve
            </Link>
            <Link
              to={href({ reject: app.id })}
              className={`${smallButton} border-red-300 text-red-700`}
              aria-label={`Reject ${app.business_name}`}
            >
              Reject
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
