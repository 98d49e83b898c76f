import { Link, useNavigation } from '@remix-run/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { DASHBOARD_TABS, type DashboardTab } from '~/lib/dashboard-tabs'
import { useHydrated } from './useHydrated'

interface Props {
  slug: string
  tab: DashboardTab
  header: { businessName: string; ownerName: string; location: string; since: string }
  actingAsAdmin: boolean
  children: ReactNode
}

/** Header, tab bar and the active tab. Tabs are links (?tab=…): linkable, and fine without JS. */
export function DashboardShell({ slug, tab, header, actingAsAdmin, children }: Props) {
  const navigation = useNavigation()
  const hydrated = useHydrated()
  const next = navigation.location
  const tabsRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const nav = tabsRef.current
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!nav || !active) return
    const right = active.offsetLeft + active.offsetWidth
    if (right > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = right - nav.clientWidth + 24
  }, [tab])
  // Only while another tab of this dashboard is really on its way.
  const switching =
    navigation.state === 'loading' &&
    next?.pathname === `/${slug}/dashboard` &&
    (new URLSearchParams(next.search).get('tab') ?? 'overview') !== tab
  return (
    // data-enhanced: the JavaScript controls (autosave, tier cards, place suggestions) are live.
    <div
      className="mx-auto max-w-6xl px-4 py-8"
      data-dashboard
      data-enhanced={hydrated ? 'true' : undefined}
    >
      {actingAsAdmin ? (
        <p
          role="note"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900"
        >
          Acting as admin: you are viewing and changing {header.businessName}&apos;s dashboard.
        </p>
      ) : null}
      <header className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold sm:text-3xl">{header.businessName}</h1>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          <div>
            <dt className="sr-only">Owner</dt>
            <dd>{header.ownerName}</dd>
          </div>
          <div>
            <dt className="sr-only">Location</dt>
            <dd>{header.location}</dd>
          </div>
          <div>
            <dt className="inline">In business since </dt>
            <dd className="inline">{header.since}</dd>
          </div>
        </dl>
      </header>
      {/* On a phone the tabs scroll sideways: the hint shows there are more, and the active tab
          is scrolled into view. */}
      <nav
        ref={tabsRef}
        aria-label="Dashboard"
        className="scroll-hint-x relative mt-6 overflow-x-auto border-b border-slate-200"
      >
        <ul className="flex min-w-max gap-1 pr-6 sm:pr-0">
          {DASHBOARD_TABS.map((t) => (
            <li key={t.key}>
              <Link
                to={`?tab=${t.key}`}
                aria-current={t.key === tab ? 'page' : undefined}
                preventScrollReset
                className={`block border-b-2 px-3 py-2 text-sm font-medium ${
                  t.key === tab
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-600 hover:text-slate-900'
                }`}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p role="status" className={switching ? 'mt-4 text-sm text-slate-600' : 'sr-only'}>
        {switching ? 'Loading affiliate dashboard...' : ''}
      </p>
      <div className="mt-6">{children}</div>
    </div>
  )
}
