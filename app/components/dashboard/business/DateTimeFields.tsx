import { Field } from '~/components/forms'

/**
 * The date and quarter-hour start a booking is confirmed or moved to, posted as `date` and
 * `time`, with the action's errors under each.
 */
export function DateTimeFields({
  idPrefix,
  labels,
  date,
  time,
  timeHint,
  errors,
}: {
  /** The ids are `${idPrefix}-date` and `${idPrefix}-time`. */
  idPrefix: string
  labels: [date: string, time: string]
  date: string
  time: string
  timeHint?: string
  errors?: Record<string, string>
}) {
  return (
    <>
      <Field
        label={labels[0]}
        errors={errors?.date}
        inputProps={{ id: `${idPrefix}-date`, type: 'date', name: 'date', defaultValue: date }}
      />
      <Field
        label={labels[1]}
        errors={errors?.time}
        hint={timeHint}
        inputProps={{
          id: `${idPrefix}-time`,
          type: 'time',
          name: 'time',
          step: 900,
          defaultValue: time,
        }}
      />
    </>
  )
}
