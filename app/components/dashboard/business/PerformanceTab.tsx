import { dollars } from '~/lib/dashboard/format'
import { type PerformanceTab as Data } from '~/lib/dashboard/tab-data'
import { ChartCard } from './ChartCard'

type Conversion = Data['conversionPerWeek'][number]

const percent = (p: Conversion) => (p.requested ? Math.round((p.confirmed / p.requested) * 100) : 0)
const count = (p: { value: number }) => p.value
/** The money charts: a bar as tall as its amount, which its words give in dollars. */
const inDollars = { value: count, text: (p: { value: number }) => dollars(p.value) }

export function PerformanceTab({ data }: { data: Data }) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Performance</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          id="requests-per-week"
          title="Requests per week (last 12 weeks)"
          columns={['Week of', 'Requests']}
          points={data.requestsPerWeek}
          value={count}
        />
        <ChartCard
          id="conversion-per-week"
          title="Conversion per week (confirmed / requested bookings)"
          columns={['Week of', 'Conversion']}
          max={100}
          points={data.conversionPerWeek}
          value={percent}
          text={(p) =>
            p.requested ? `${percent(p)}% (${p.confirmed} of ${p.requested})` : 'No requests'
          }
        />
        <ChartCard
          id="revenue-per-month"
          title="Estimated revenue per month (an estimate: confirmed work at quoted prices)"
          columns={['Month', 'Estimated revenue']}
          points={data.revenuePerMonth}
          {...inDollars}
        />
        <ChartCard
          id="collected-per-month"
          title="Collected per month (card payments less refunds: exact)"
          columns={['Month', 'Collected']}
          points={data.collectedPerMonth}
          {...inDollars}
        />
        <ChartCard
          id="rating-distribution"
          title="Rating distribution"
          columns={['Rating', 'Reviews']}
          points={data.ratingDistribution}
          value={count}
        />
        <ChartCard
          id="rating-per-month"
          title="Average rating per month"
          columns={['Month', 'Average rating']}
          max={5}
          points={data.ratingPerMonth}
          value={(p) => p.average ?? 0}
          text={(p) =>
            p.average === null ? 'No reviews' : `${p.average.toFixed(1)} (${p.count} reviews)`
          }
        />
      </div>
    </div>
  )
}
