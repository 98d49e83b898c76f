import { dollars } from '~/lib/dashboard/format'
import { type PerformanceTab as Data } from '~/lib/dashboard/tab-data'
import { BarChart } from './BarChart'

export function PerformanceTab({ data }: { data: Data }) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Performance</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChart
          id="requests-per-week"
          title="Requests per week (last 12 weeks)"
          columns={['Week of', 'Requests']}
          bars={data.requestsPerWeek.map((p) => ({
            label: p.label,
            value: p.value,
            text: String(p.value),
          }))}
        />
        <BarChart
          id="conversion-per-week"
          title="Conversion per week (confirmed / requested bookings)"
          columns={['Week of', 'Conversion']}
          max={100}
          bars={data.conversionPerWeek.map((p) => {
            const pct = p.requested ? Math.round((p.confirmed / p.requested) * 100) : 0
            return {
              label: p.label,
              value: pct,
              text: p.requested ? `${pct}% (${p.confirmed} of ${p.requested})` : 'No requests',
            }
          })}
        />
        <BarChart
          id="revenue-per-month"
          title="Estimated revenue per month (confirmed work)"
          columns={['Month', 'Estimated revenue']}
          bars={data.revenuePerMonth.map((p) => ({
            label: p.label,
            value: p.value,
            text: dollars(p.value),
          }))}
        />
        <BarChart
          id="rating-distribution"
          title="Rating distribution"
          columns={['Rating', 'Reviews']}
          bars={data.ratingDistribution.map((p) => ({
            label: p.label,
            value: p.value,
            text: String(p.value),
          }))}
        />
        <BarChart
          id="rating-per-month"
          title="Average rating per month"
          columns={['Month', 'Average rating']}
          max={5}
          bars={data.ratingPerMonth.map((p) => ({
            label: p.label,
            value: p.average ?? 0,
            text:
              p.average === null ? 'No reviews' : `${p.average.toFixed(1)} (${p.count} reviews)`,
          }))}
        />
      </div>
    </div>
  )
}
