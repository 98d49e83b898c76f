import { useFetcher } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { SelectField } from '~/components/forms'
import { OUTBOX_STATUSES, type OutboxItem, type OutboxStatus } from '~/lib/outbox-schema'

interface ListAnswer {
  success: boolean
  data?: OutboxItem[]
  message?: string
}
interface RetryAnswer {
  success: boolean
  message: string
}

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—')

const STATUS_STYLE: Record<OutboxStatus, string> = {
  queued: 'bg-yellow-100 text-yellow-900',
  sending: 'bg-blue-100 text-blue-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
}

/** Admin dashboard: the outbox (recipient, subject, status, attempts, last error, times), Retry for failed. */
export function OutboxPanel() {
  const list = useFetcher<ListAnswer>()
  const retry = useFetcher<RetryAnswer>()
  const [status, setStatus] = useState<OutboxStatus | ''>('')
  const { load } = list
  useEffect(() => {
    load(`/api/admin/outbox?status=${status}`)
  }, [load, status, retry.data])
  const rows = list.data?.data ?? []
  return (
    <section aria-labelledby="outbox-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="outbox-heading" className="text-xl font-bold">
          Email
        </h2>
        <SelectField
          label="Status"
          className="w-40"
          selectProps={{
            id: 'outbox-status',
            value: status,
            onChange: (e) => setStatus(OUTBOX_STATUSES.find((s) => s === e.target.value) ?? ''),
          }}
          options={[{ value: '', label: 'All' }, ...OUTBOX_STATUSES]}
        />
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {list.state === 'loading' ? 'Loading...' : (retry.data?.message ?? '')}
      </p>
      {list.data && !list.data.success ? (
        <p role="alert" className="text-red-700">
          {list.data.message ?? 'An error occurred'}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              {[
                'Recipient',
                'Subject',
                'Status',
                'Attempts',
                'Last error',
                'Queued',
                'Sent',
                '',
              ].map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-100 align-top">
                <td className="px-2 py-2">{row.to}</td>
                <td className="px-2 py-2">{row.subject}</td>
                <td className="px-2 py-2">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.status]}`}
                  >
                    {row.status}
                  </span>
                </td>
                <td className="px-2 py-2">{row.attempts}</td>
                <td className="max-w-xs px-2 py-2 text-red-700">{row.last_error ?? ''}</td>
                <td className="px-2 py-2">{time(row.created_at)}</td>
                <td className="px-2 py-2">{time(row.sent_at)}</td>
                <td className="px-2 py-2">
                  {row.status === 'failed' ? (
                    <button
                      type="button"
                      disabled={retry.state !== 'idle'}
                      onClick={() =>
                        retry.submit(
                          { id: row.id },
                          {
                            method: 'post',
                            action: '/api/admin/outbox',
                            encType: 'application/json',
                          },
                        )
                      }
                      className="rounded-md border border-slate-300 px-3 py-1 font-semibold hover:bg-slate-50 disabled:opacity-60"
                    >
                      Retry
                      <span className="sr-only"> email to {row.to}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data?.success && rows.length === 0 ? (
          <p className="py-4 text-slate-600">No emails.</p>
        ) : null}
      </div>
    </section>
  )
}
