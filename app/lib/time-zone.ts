// Time zones for appointments: a business's own zone, or the main zone of its state.

// One zone per state: the zone most of its population uses (split states take the majority).
const STATE_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
}

export const DEFAULT_TIME_ZONE = 'America/New_York'

/** The business's zone if set, else its state's, else Eastern. */
export function zoneFor(timeZone: string | null | undefined, state: string | null | undefined) {
  if (timeZone) return timeZone
  return (state && STATE_ZONES[state.toUpperCase()]) || DEFAULT_TIME_ZONE
}

/** Minutes `zone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((asUtc - instant.getTime()) / 60_000)
}

/** The UTC instant of wall-clock `date` (YYYY-MM-DD) at `hour`:00 in `zone`. */
export function zonedTime(date: string, hour: number, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number)
  const guess = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, hour)
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = new Date(guess - offsetMinutes(new Date(guess), zone) * 60_000)
  return new Date(guess - offsetMinutes(first, zone) * 60_000)
}

/** 'Saturday, June 6, 2026 at 8:00 AM MST' in `zone`. */
export function formatInZone(instant: Date, zone: string): string {
  return instant.toLocaleString('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
}

/** Where each booking window starts, in local hours. */
export const WINDOW_START_HOURS: Readonly<Record<string, number>> = {
  morning: 8,
  afternoon: 12,
  evening: 16,
}
