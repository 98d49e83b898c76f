import { type FormValues } from '~/lib/application-form'

/** What every section of the form gets: the values, a setter and the errors by field name. */
export interface SectionProps {
  values: FormValues
  set: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void
  errors: Record<string, string>
}
