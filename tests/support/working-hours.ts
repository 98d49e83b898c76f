/** The schedule tab's working-hours form: Monday to Saturday 8–18, the default rules, `over` on top. */
export function hoursForm(over: Record<string, string> = {}): Record<string, string> {
  const fields: Record<string, string> = {
    intent: 'hours-save',
    buffer_minutes: '15',
    travel_minutes: '30',
    horizon_days: '60',
    notice_hours: '12',
    max_concurrent: '1',
  }
  for (const d of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) {
    if (d !== 'sun') fields[`${d}_on`] = 'on'
    fields[`${d}_start`] = '08:00'
    fields[`${d}_end`] = '18:00'
  }
  return { ...fields, ...over }
}
