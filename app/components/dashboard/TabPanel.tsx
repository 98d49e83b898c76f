import { type ActionResult } from '~/lib/dashboard/action-result'
import { type DashboardTab, tabLabel } from '~/lib/dashboard-tabs'
import type { DashboardTabData } from '~/server/dashboard/tabs.server'
import { BusinessTab } from './BusinessTab'
import { LocationsTab } from './locations/LocationsTab'
import { ProfileError } from './profile/ProfileError'
import { ProfileTab } from './profile/ProfileTab'
import { ReviewsTab } from './reviews/ReviewsTab'
import { ServicesTab } from './services/ServicesTab'
import { WebsiteTab } from './website/WebsiteTab'
import { PaymentsTab } from './payments/PaymentsTab'
import { MoneyTab } from './money/MoneyTab'

interface Props {
  slug: string
  tab: DashboardTab
  data: DashboardTabData
  result: ActionResult | null
}

export function TabPanel({ slug, tab, data, result }: Props) {
  return (
    <section aria-label={tabLabel(tab)}>
      {data.kind === 'services' ? (
        <ServicesTab data={data} result={result} />
      ) : data.kind === 'locations' ? (
        <LocationsTab data={data} result={result} />
      ) : data.kind === 'profile' ? (
        <ProfileTab key={slug} data={data} result={result} />
      ) : data.kind === 'profile-error' ? (
        <ProfileError message={data.message} />
      ) : data.kind === 'website' ? (
        <WebsiteTab data={data} result={result} />
      ) : data.kind === 'reviews' ? (
        <ReviewsTab data={data} />
      ) : data.kind === 'payments' ? (
        <PaymentsTab data={data} result={result} />
      ) : data.kind === 'money' ? (
        <MoneyTab data={data} result={result} />
      ) : data.kind === 'business' &&
        tab !== 'services' &&
        tab !== 'locations' &&
        tab !== 'profile' &&
        tab !== 'website' &&
        tab !== 'reviews' &&
        tab !== 'payments' &&
        tab !== 'money' ? (
        <BusinessTab tab={tab} data={data.data} />
      ) : null}
    </section>
  )
}
