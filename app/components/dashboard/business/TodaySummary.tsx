import { dollars } from '~/lib/dashboard/format'
import { type TodaySummary as Summary } from '~/lib/dashboard/tab-data'
import { Panel } from './Panel'

export function TodaySummary({ summary: s }: { summary: Summary }) {
  return (
    <Panel titleId="today-summary" title="Today's Summary">
      <dl className="grid grid-cols-2 gap-1 text-sm">
        <dt>Total</dt>
        <dd data-testid="summary-total">{s.total}</dd>
        <dt>Confirmed</dt>
        <dd data-testid="summary-confirmed">{s.confirmed}</dd>
        <dt>Pending</dt>
        <dd data-testid="summary-pending">{s.pending}</dd>
        <dt>Estimated revenue</dt>
        <dd data-testid="summary-revenue">{dollars(s.revenueCents)}</dd>
        <dt>Daily goal</dt>
        <dd data-testid="summary-goal">
          {s.goalCents === null ? 'Not set' : dollars(s.goalCents)}
        </dd>
        <dt>Progress</dt>
        <dd data-testid="summary-progress">{s.progress === null ? '—' : `${s.progress}%`}</dd>
      </dl>
      {s.progress !== null ? (
        <progress
          className="mt-2 w-full"
          max={100}
          value={s.progress}
          aria-label="Progress toward the daily goal"
        >
          {s.progress}%
        </progress>
      ) : null}
    </Panel>
  )
}
