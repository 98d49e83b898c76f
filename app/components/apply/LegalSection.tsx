import { type ReactNode } from 'react'
import { CheckboxField, RequiredMark, SelectField, TextareaField } from '~/components/forms'
import { useAutoFocus } from './first-error'
import { type CheckField } from '~/lib/application-form'
import { SOURCE_OPTIONS } from '~/lib/application-options'
import { Section } from './Section'
import { type SectionProps } from './sections.types'

export type LegalDoc = 'terms' | 'privacy'

interface Props extends SectionProps {
  /** Opens a document in a modal; null without JavaScript (the links open a new tab instead). */
  onOpen: ((doc: LegalDoc) => void) | null
}

const DOC_NAMES: Record<LegalDoc, string> = {
  terms: 'Affiliate Terms of Service',
  privacy: 'Affiliate Privacy Policy',
}

export function LegalSection({ onOpen, ...form }: Props) {
  const { values, set, errors } = form
  const docLink = (doc: LegalDoc) =>
    onOpen ? (
      <button
        type="button"
        onClick={() => onOpen(doc)}
        className="font-semibold text-brand-700 underline"
      >
        {DOC_NAMES[doc]}
      </button>
    ) : (
      <a
        href={`/affiliate-onboarding?show=${doc}`}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-brand-700 underline"
      >
        {DOC_NAMES[doc]}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  return (
    <Section step={5} title="Legal & Terms">
      <Check
        form={form}
        name="has_insurance"
        label="I carry general liability insurance for my business"
      />
      <Check
        form={form}
        name="accept_terms"
        required
        label="I am at least 18 and accept the Affiliate Terms of Service and Affiliate Privacy Policy"
        after={
          <>
            {' '}
            (read the {docLink('terms')} and the {docLink('privacy')})
          </>
        }
      />
      <Check
        form={form}
        name="consent_notifications"
        required
        label="I agree to receive email and text notifications about my application"
      />
      <SelectField
        label="How did you hear about us?"
        errors={errors.source}
        selectProps={{
          id: 'source',
          name: 'source',
          value: values.source,
          onChange: (e) => set('source', e.target.value),
        }}
        options={SOURCE_OPTIONS}
        placeholder="Choose…"
      />
      <TextareaField
        label="Anything else we should know? (optional)"
        errors={errors.notes}
        className="sm:col-span-2"
        textareaProps={{
          id: 'notes',
          name: 'notes',
          rows: 4,
          maxLength: 2000,
          value: values.notes,
          onChange: (e) => set('notes', e.target.value),
        }}
      />
    </Section>
  )
}

/** One of the section's checkboxes, bound to the form's value; a required one is marked. */
function Check({
  form,
  name,
  label,
  after,
  required,
}: {
  form: SectionProps
  name: CheckField
  label: string
  after?: ReactNode
  required?: boolean
}) {
  const autoFocus = useAutoFocus(name)
  return (
    <CheckboxField
      className="sm:col-span-2"
      label={
        <>
          {label}
          <RequiredMark required={required} />
        </>
      }
      after={after}
      errors={form.errors[name]}
      inputProps={{
        id: name,
        name,
        checked: form.values[name],
        required,
        autoFocus,
        onChange: (e) => form.set(name, e.target.checked),
      }}
    />
  )
}
