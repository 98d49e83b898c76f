import { type Settings } from '~/lib/dashboard/tab-data'
import { US_TIME_ZONES } from '~/lib/dashboard/time'
import { PriceField, SelectField } from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'

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
        <SelectField
          label="Time zone"
          errors={errors.time_zone}
          hint={settings.timeZoneSetting ? undefined : 'From your primary service area'}
          selectProps={{ id: 'settings-zone', name: 'time_zone', defaultValue: settings.timeZone }}
          options={US_TIME_ZONES.map((z) => ({ value: z, label: z.replace('_', ' ') }))}
        />
        <PriceField
          label="Daily goal ($)"
          errors={errors.daily_goal}
          cents={settings.dailyGoalCents}
          inputProps={{ id: 'settings-goal', name: 'daily_goal' }}
        />
        <button type="submit" className={buttonClass}>
          Save
        </button>
      </ActionForm>
    </section>
  )
}
