// The affiliate dashboard's tabs (spec §2), in tab-bar order. The active one lives in ?tab=.
export const DASHBOARD_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'requests', label: 'Requests' },
  { key: 'schedule', label: 'Schedule' },
  { key: 'customers', label: 'Customers' },
  { key: 'performance', label: 'Performance' },
  { key: 'reviews', label: 'Reviews' },
  { key: 'services', label: 'Services' },
  { key: 'locations', label: 'Locations' },
  { key: 'profile', label: 'Profile' },
  { key: 'website', label: 'Website' },
  { key: 'payments', label: 'Payments' },
  { key: 'money', label: 'Money' },
] as const

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key']
export type BusinessTabKey = Exclude<
  DashboardTab,
  'services' | 'locations' | 'profile' | 'website' | 'reviews' | 'payments' | 'money'
>

export const DEFAULT_TAB: DashboardTab = 'overview'

export function isDashboardTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.some((t) => t.key === value)
}

/** The tab named in the URL; anything unknown falls back to the overview. */
export function tabFromUrl(url: URL): DashboardTab {
  const tab = url.searchParams.get('tab')
  return isDashboardTab(tab) ? tab : DEFAULT_TAB
}

export function tabLabel(tab: DashboardTab): string {
  return DASHBOARD_TABS.find((t) => t.key === tab)?.label ?? tab
}
