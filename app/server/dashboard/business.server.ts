import { type AppLoadContext } from '@remix-run/cloudflare'
import { type BusinessTabData, type BusinessTabKey } from '~/lib/dashboard/tab-data'
import { type SessionUser } from '~/server/guards.server'
import { type Tenant } from '~/server/tenant.server'
import { loadCustomers } from './business/customers.server'
import { loadOverview } from './business/overview.server'
import { loadPerformance } from './business/performance.server'
import { loadRequests } from './business/requests.server'
import { loadSchedule } from './business/schedule.server'

export interface BusinessTabArgs {
  user: SessionUser
  tenant: Tenant
  tab: BusinessTabKey
  url: URL
}

/**
 * The data of one business tab for the dashboard shell (which has already checked that `user`
 * owns `tenant` or is an admin). Every query is scoped to the tenant's id.
 */
export function loadBusinessTab(
  context: AppLoadContext,
  { user, tenant, tab, url }: BusinessTabArgs,
): Promise<BusinessTabData> {
  const { db } = context
  const now = new Date()
  switch (tab) {
    case 'overview':
      // An admin looking in does not clear the owner's notifications.
      return loadOverview(db, tenant, now, user.role === 'affiliate')
    case 'requests':
      return loadRequests(db, tenant.id, url)
    case 'schedule':
      return loadSchedule(db, tenant.id, url, now)
    case 'customers':
      return loadCustomers(db, tenant.id, url)
    case 'performance':
      return loadPerformance(db, tenant.id, now)
  }
}
