import { useLocation } from '@remix-run/react'
import { type DashboardParams } from '~/lib/admin-dashboard'
import { QUOTE_STATUSES } from '~/lib/dashboard/tab-data'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { SelectField } from '~/components/forms'
import { FilteredList, ItemCard } from '~/components/lists'
import { StatusBadge } from '~/components/dashboard/business/shared'
import { QuoteFacts, quoteReplyHref } from '~/components/quotes/QuoteFacts'
import { dashboardPaging, primaryButton, TabFilterForm } from './ui'

type QuotesView = Extract<DashboardData, { tab: 'quotes' }>

const STATUS_OPTIONS = QUOTE_STATUSES.map((status) => ({
  value: status,
  label: status[0]?.toUpperCase() + status.slice(1),
}))

/**
 * Quote requests sent to the marketplace rather than to one detailer (the original client's quote
 * form, API callers without a business), newest first, for an admin to answer by email.
 */
export function QuotesPanel({ params, view }: { params: DashboardParams; view: QuotesView }) {
  const search = new URLSearchParams(useLocation().search)
  return (
    <div>
      <h2 className="text-xl font-semibold">Marketplace quote requests</h2>
      <p className="mt-1 text-sm text-slate-700">
        Requests sent without choosing a detailer. Reply by email; requests sent to a detailer are
        in that detailer&apos;s dashboard.
      </p>
      <TabFilterForm
        tab="quotes"
        label="Filter quote requests"
        reset={params.qstatus ? 'Show all' : null}
      >
        <SelectField
          label="Status"
          className="w-full sm:w-48"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          selectProps={{ id: 'quotes-status', name: 'qstatus', defaultValue: params.qstatus ?? '' }}
        />
      </TabFilterForm>
      <FilteredList
        items={view.quotes}
        empty={params.qstatus ? 'No quote requests with this status' : 'No quote requests yet'}
        emptyClassName="mt-4 py-8 text-center text-slate-600"
        paging={dashboardPaging(params.page, view.hasMore, search)}
      >
        {(quotes) => (
          <ol aria-label="Quote requests, newest first" className="mt-4 space-y-3">
            {quotes.map((q) => (
              <li key={q.id}>
                <ItemCard
                  headingId={`admin-quote-${q.id}`}
                  heading="h3"
                  title={`Quote from ${q.name}`}
                  badges={<StatusBadge status={q.status} />}
                >
                  <QuoteFacts quote={q} zone="UTC" />
                  <div className="mt-3 border-t border-slate-100 pt-3">
                    <a
                      href={quoteReplyHref(q)}
                      className={primaryButton}
                      aria-label={`Reply to ${q.name} by email`}
                    >
                      Reply
                    </a>
                  </div>
                </ItemCard>
              </li>
            ))}
          </ol>
        )}
      </FilteredList>
    </div>
  )
}
