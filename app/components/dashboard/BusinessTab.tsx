import { type BusinessTabData, type BusinessTabKey } from '~/lib/dashboard/tab-data'
import { CustomersTab } from './business/CustomersTab'
import { OverviewTab } from './business/OverviewTab'
import { PerformanceTab } from './business/PerformanceTab'
import { RequestsTab } from './business/RequestsTab'
import { ScheduleTab } from './business/ScheduleTab'

/** The business half of the dashboard: one component per tab, from the loader's data. */
export function BusinessTab({ data }: { tab: BusinessTabKey; data: BusinessTabData }) {
  switch (data.tab) {
    case 'overview':
      return <OverviewTab data={data} />
    case 'requests':
      return <RequestsTab data={data} />
    case 'schedule':
      return <ScheduleTab data={data} />
    case 'customers':
      return <CustomersTab data={data} />
    case 'performance':
      return <PerformanceTab data={data} />
  }
}
