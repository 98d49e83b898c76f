import { type AppLoadContext } from '@remix-run/cloudflare'
import { type DashboardTab } from '~/lib/dashboard-tabs'
import { type SessionUser } from '../guards.server'
import { type Tenant } from '../tenant.server'
import { loadBusinessTab } from './business.server'
import { loadLocationsTab } from './locations-tab.server'
import { loadProfileTab } from './profile-tab.server'
import { loadReviewsTab } from './reviews-tab.server'
import { loadServicesTab } from './services-tab.server'
import { loadWebsiteTab } from '../brand/website-tab.server'
import { loadPaymentsTab } from '../payments/payments-tab.server'
import { loadMoneyTab } from '../payments/money-tab.server'

export interface DashboardTabArgs {
  user: SessionUser
  tenant: Tenant
  tab: DashboardTab
  url: URL
}

/** The active tab's data; only that tab is read from the database. */
export async function loadDashboardTab(context: AppLoadContext, args: DashboardTabArgs) {
  const { tenant, url, tab } = args
  switch (tab) {
    case 'services':
      return loadServicesTab(context.db, tenant.id, url)
    case 'locations':
      return loadLocationsTab(context.db, tenant.id, url)
    case 'profile':
      return loadProfileTab(context.db, tenant, url.origin)
    case 'website':
      return loadWebsiteTab(context, tenant)
    case 'reviews':
      return loadReviewsTab(context.db, tenant.id, url)
    case 'payments':
      return loadPaymentsTab(context, tenant, url)
    case 'money':
      return loadMoneyTab(context, tenant, url)
    default:
      return { kind: 'business' as const, data: await loadBusinessTab(context, { ...args, tab }) }
  }
}

export type DashboardTabData = Awaited<ReturnType<typeof loadDashboardTab>>
