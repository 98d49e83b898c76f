import { type Appointment, type TodaySummary } from '~/lib/dashboard/tab-data'

/**
 * Today's Summary: every appointment of the day except declined and cancelled ones counts in
 * the total; revenue is the estimate of confirmed and completed work only.
 */
export function summarize(today: Appointment[], goalCents: number | null): TodaySummary {
  const live = today.filter((a) => a.status !== 'cancelled' && a.status !== 'declined')
  const booked = live.filter((a) => a.status === 'confirmed' || a.status === 'completed')
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
