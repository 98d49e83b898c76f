import { Link } from '@remix-run/react'
import { Toaster } from 'sonner'
import { OutboxPanel } from './OutboxPanel'
import { QuotesPanel } from './QuotesPanel'
import { ADMIN_TABS, type DashboardParams } from '~/lib/admin-dashboard'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { type DashboardData } from '~/server/admin/dashboard-loader.server'
import { AnalyticsPanel } from './AnalyticsPanel'
import { AuditPanel } from './AuditPanel'
import { SettingsPanel } from './SettingsPanel'
import { DatabasePanel } from './DatabasePanel'
import { ResultBanner } from './ResultBanner'
import { ReviewsPanel } from './ReviewsPanel'
import { useActionToasts, useHydrated } from './useAdminFeedback'
import { UsersPanel } from './UsersPanel'

interface Props {
  params: DashboardParams
  view: DashboardData
  result: ActionResult | undefined
}

/** Spec §2 Admin dashboard: one tab bar (ADMIN_TABS) and the active tab's panel. */
export function AdminDashboard({ params, view, result }: Props) {
  const hydrated = useHydrated()
  useActionToasts(result)
  const active = ADMIN_TABS.find((tab) => tab.id === params.tab) ?? ADMIN_TABS[1]
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <nav aria-label="Dashboard sections" className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex flex-wrap gap-1">
          {ADMIN_TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                to={`/admin-dashboard?tab=${tab.id}`}
                aria-current={tab.id === active.id ? 'page' : undefined}
                className={`inline-block border-b-2 px-4 py-2 text-sm font-medium ${
                  tab.id === active.id
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Without JavaScript the result of a form post shows here instead of a toast. */}
      {!hydrated && result && result.intent !== 'query' ? <ResultBanner result={result} /> : null}
      <div className="mt-6">
        {view.tab === 'users' ? (
          <UsersPanel params={params} view={view} result={result} />
        ) : view.tab === 'reviews' ? (
          <ReviewsPanel params={params} view={view} result={result} />
        ) : view.tab === 'quotes' ? (
          <QuotesPanel params={params} view={view} />
        ) : view.tab === 'database' ? (
          <DatabasePanel environment={view.environment} result={result} />
        ) : view.tab === 'audit' ? (
          <AuditPanel params={params} view={view} />
        ) : view.tab === 'email' ? (
          <OutboxPanel />
        ) : view.tab === 'analytics' ? (
          <AnalyticsPanel view={view} params={params} />
        ) : view.tab === 'settings' ? (
          <SettingsPanel
            name={view.name}
            phone={view.phone}
            email={view.email}
            notice={view.notice}
          />
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
            <h2 className="text-xl font-semibold">{active.label}</h2>
            <p className="mt-2 text-slate-600">Coming soon</p>
          </div>
        )}
      </div>
      {/* Bottom right: clear of the sticky header and its user menu. */}
      <Toaster position="bottom-right" closeButton richColors duration={5000} />
    </section>
  )
}
