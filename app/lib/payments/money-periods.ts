import {
  addDays,
  addMonths,
  startOfMonth,
  startOfWeek,
  wallClock,
  zonedInstant,
} from '~/lib/dashboard/time'

// The periods the money view sums by (issue 39): the business's own days, weeks (from Monday)
// and months, as UTC instants of its midnights, so a payment at 23:30 Pacific counts that day.

export const MONEY_PERIODS = ['day', 'week', 'month'] as const
export type MoneyPeriod = (typeof MONEY_PERIODS)[number]

/** How many periods of each kind the view shows, newest last. */
export const PERIOD_COUNT: Record<MoneyPeriod, number> = { day: 14, week: 12, month: 12 }

export function isMoneyPeriod(value: string | null): value is MoneyPeriod {
  return MONEY_PERIODS.some((p) => p === value)
}

const monthLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  })

export interface MoneyPeriods {
  /** The first calendar date of each period, in the business's zone. */
  starts: string[]
  labels: string[]
  /** The periods' UTC bounds: bounds[i] to bounds[i + 1] is period i. */
  bounds: string[]
}

export function moneyPeriods(now: Date, zone: string, period: MoneyPeriod): MoneyPeriods {
  const today = wallClock(now, zone).date
  const count = PERIOD_COUNT[period]
  const step = (date: string, n: number) =>
    period === 'day'
      ? addDays(date, n)
      : period === 'week'
        ? addDays(date, 7 * n)
        : addMonths(date, n)
  const first =
    period === 'day' ? today : period === 'week' ? startOfWeek(today) : startOfMonth(today)
  const starts = Array.from({ length: count }, (_, i) => step(first, i - (count - 1)))
  const bounds = [...starts, step(first, 1)].map((d) =>
    zonedInstant(d, '00:00', zone).toISOString(),
  )
  const labels = starts.map((d) =>
    period === 'month' ? monthLabel(d) : period === 'week' ? `Week of ${dayLabel(d)}` : dayLabel(d),
  )
  return { starts, labels, bounds }
}
