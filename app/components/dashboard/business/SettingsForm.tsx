import { type Settings } from '~/lib/dashboard/tab-data'
import { US_TIME_ZONES } from '~/lib/dashboard/time'
import { ActionForm, buttonClass, Field, inputClass, useActionResult } from './shared'

/** The business's time zone and daily revenue goal (Today's Summary measures against it). */
export function SettingsForm({ settings }: { settings: Settings }) {
  const result = useActionResult(['settings-save'])
  const errors = result && !result.ok ? result.errors : {}
  return (
    <section
      aria-labelledby="settings-title"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="settings-title" className="mb-2 font-semibold">
        Time zone and daily goal
      </h3>
      <ActionForm intent="settings-save" label="Time zone and daily goal" className="space-y-2">
        <Field
          id="settings-zone"
          label="Time zone"
          error={errors.time_zone}
          hint={settings.timeZoneSetting ? undefined : 'From your primary service area'}
        >
          {(d) => (
            <select
              id="settings-zone"
              name="time_zone"
              defaultValue={settings.timeZone}
              className={inputClass}
              aria-invalid={errors.time_zone ? true : undefined}
              aria-describedby={d}
            >
              {US_TIME_ZONES.map((z) => (
                <option key={z} value={z}>
                  {z.replace('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="settings-goal" label="Daily goal ($)" error={errors.daily_goal}>
          {(d) => (
            <input
              id="settings-goal"
              name="daily_goal"
              inputMode="decimal"
              defaultValue={
                settings.dailyGoalCents === null ? '' : String(settings.dailyGoalCents / 100)
              }
              className={inputClass}
              aria-invalid={errors.daily_goal ? true : undefined}
              aria-describedby={d}
            />
          )}
        </Field>
        <button type="submit" className={buttonClass}>
          Save
        </button>
      </ActionForm>
    </section>
  )
}
