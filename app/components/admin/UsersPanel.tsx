import { Form, Link, useLocation, useNavigate } from '@remix-run/react'
import { FilteredList, FilterLinks } from '~/components/lists'
import { useEffect } from 'react'
import {
  CLOSE_DIALOGS,
  dashboardHref,
  type DashboardParams,
  USER_LISTS,
} from '~/lib/admin-dashboard'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { ApplicationDialogs } from './ApplicationDialogs'
import { InviteDialog } from './InviteDialog'
import { PendingList } from './PendingList'
import { SetupLinkDialog } from './SetupLinkDialog'
import { Field, inputClass } from '~/components/forms'
import { primaryButton, secondaryButton } from './ui'
import { UserTable } from './UserTable'

type UsersView = Extract<DashboardData, { tab: 'users' }>

interface Props {
  params: DashboardParams
  view: UsersView
  result: ActionResult | undefined
}

const listLink = (current: boolean) =>
  `inline-block rounded-full px-3 py-1 text-sm font-medium ${
    current ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200'
  }`

/** Users tab: sub-tabs, search, the current page of the list, and the row dialogs. */
export function UsersPanel({ params, view, result }: Props) {
  const search = new URLSearchParams(useLocation().search)
  const href = (changes: Record<string, string | number | undefined>) =>
    dashboardHref(search, { ...CLOSE_DIALOGS, ...changes })
  const list = USER_LISTS.find((l) => l.id === params.list) ?? USER_LISTS[0]
  const navigate = useNavigate()
  const closeHref = href({})
  const pending = list.id === 'pending'
  const rows: readonly object[] = pending ? view.pending : view.users
  // A finished reject or delete closes its dialog; the toast says what happened.
  useEffect(() => {
    if (result?.ok && (result.intent === 'reject' || result.intent === 'delete')) {
      navigate(closeHref, { replace: true, preventScrollReset: true })
    }
    // Only a new result closes the dialog, not a later change of the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result])
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterLinks
          label="User lists"
          className="flex flex-wrap gap-2"
          linkClassName={listLink}
          links={USER_LISTS.map((l) => ({
            key: l.id,
            label: l.id === 'pending' ? `${l.label} (${view.pendingCount})` : l.label,
            href: href({ list: l.id, page: undefined, q: undefined }),
            current: l.id === list.id,
          }))}
        />
        <div className="flex flex-wrap gap-2">
          {/* Every business's own domain and its status lives on a page of its own. */}
          <Link to="/admin-dashboard/domains" className={secondaryButton}>
            Own domains
          </Link>
          <Link to={href({ invite: 1 })} className={primaryButton}>
            Add User
          </Link>
        </div>
      </div>
      <Form method="get" action="/admin-dashboard" role="search" className="mt-4 flex gap-2">
        <input type="hidden" name="tab" value="users" />
        <input type="hidden" name="list" value={list.id} />
        <Field
          label={<span className="sr-only">Search by name, email, business or slug</span>}
          className="w-full max-w-md"
          inputProps={{
            id: 'user-search',
            name: 'q',
            type: 'search',
            defaultValue: params.q,
            maxLength: 100,
            placeholder: 'Search name, email, business or slug',
            className: `${inputClass} mt-0`,
          }}
        />
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </Form>
      <FilteredList
        items={rows}
        empty={pending ? 'No pending applications' : 'No users found'}
        emptyClassName="mt-4 py-8 text-center text-slate-600"
        paging={{ page: params.page, hasMore: view.hasMore, href: (page) => href({ page }) }}
      >
        {() => (
          <div className="mt-4 overflow-x-auto">
            {pending ? (
              <PendingList rows={view.pending} href={href} />
            ) : (
              <UserTable rows={view.users} href={href} businesses={list.id === 'affiliates'} />
            )}
          </div>
        )}
      </FilteredList>
      <ApplicationDialogs
        params={params}
        target={view.dialogTarget}
        result={result}
        closeHref={href({})}
      />
      {params.invite ? <InviteDialog result={result} closeHref={href({})} /> : null}
      {result?.ok && result.setupUrl ? (
        <SetupLinkDialog
          url={result.setupUrl}
          message={result.message}
          slug={result.slug}
          closeHref={href({})}
        />
      ) : null}
    </div>
  )
}
