import { Field } from '~/components/forms'

/**
 * One number box of the payments tab's forms: its id is its name in kebab case (unless given),
 * its error is the tab's answer for that name, and phones show the decimal keypad for amounts
 * and rates, the numeric one for whole numbers.
 */
export function NumberBox({
  label,
  hint,
  name,
  id = name.replace(/_/g, '-'),
  errors,
  keypad = 'decimal',
  defaultValue,
  placeholder,
}: {
  label: string
  hint?: string
  name: string
  id?: string
  errors: Record<string, string>
  keypad?: 'decimal' | 'numeric'
  defaultValue?: string
  placeholder?: string
}) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors[name]}
      inputProps={{ id, name, inputMode: keypad, defaultValue, placeholder }}
    />
  )
}
