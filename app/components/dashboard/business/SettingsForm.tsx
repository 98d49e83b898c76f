import { type Settings } from '~/lib/dashboard/tab-data'
import { US_TIME_ZONES } from '~/lib/dashboard/time'
import { PriceField, SelectField } from '~/components/forms'
import { ActionForm, buttonClass, useActionResult } from './shared'
import { Panel } from './Panel'

/** The business's time zone and daily revenue goal (Today's Summary measures against it). */
export function SettingsForm({ settings }: { settings: Settings }) {
  const result = useActionResult(['settings-save'])
  const errors = result && !result.ok ? result.errors : {}
  return (
    <Panel titleId="settings-title" title="Time zone and daily goal">
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
    </Panel>
  )
}
