import { countsAsRevenue } from './revenue.server'
import { type Appointment, type TodaySummary } from '~/lib/dashboard/tab-data'

/**
 * Today's Summary: every appointment of the day except declined and cancelled ones counts in
 * the total; revenue is today's revenue as revenue.server.ts defines it.
 */
export function summarize(today: Appointment[], goalCents: number | null): TodaySummary {
  const live = today.filter((a) => a.status !== 'cancelled' && a.status !== 'declined')
  const booked = live.filter((a) => countsAsRevenue(a.status))
  const revenueCents = booked.reduce((sum, a) => sum + a.estimateCents, 0)
  return {
    total: live.length,
    confirmed: booked.length,
    pending: live.filter((a) => a.status === 'pending').length,
    revenueCents,
    goalCents,
    progress: goalCents ? Math.min(100, Math.round((revenueCents / goalCents) * 100)) : null,
  }
}
