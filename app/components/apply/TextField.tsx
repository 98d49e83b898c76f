import { type InputHTMLAttributes } from 'react'
import { Field } from '~/components/forms'
import { type TextField as Name } from '~/lib/application-form'
import { useAutoFocus } from './first-error'
import { type SectionProps } from './sections.types'

interface Props extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'name' | 'form'
> {
  form: SectionProps
  name: Name
  label: string
  hint?: string
  className?: string
}

/** A labelled text input bound to the form's value under its field name, its error beside it. */
export function TextField({ form, name, label, hint, className, required, ...rest }: Props) {
  const autoFocus = useAutoFocus(name)
  return (
    <Field
      label={label}
      hint={hint}
      errors={form.errors[name]}
      requiredMark={required}
      className={className}
      inputProps={{
        id: name,
        name,
        value: form.values[name],
        onChange: (e) => form.set(name, e.target.value),
        required,
        // Only after a refused submit: focus opens on its first error.
        autoFocus,
        ...rest,
      }}
    />
  )
}
