import { type ReactNode } from 'react'
import { inputClass } from '~/components/booking/request/Field'
import { ApplyField, RequiredMark } from './ApplyField'
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

function Check({
  name,
  checked,
  error,
  onChange,
  required,
  children,
}: {
  name: CheckField
  checked: boolean
  required?: boolean
  error?: string
  onChange: (on: boolean) => void
  children: ReactNode
}) {
  const autoFocus = useAutoFocus(name)
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-2 text-sm">
        <input
          id={name}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only after a refused submit: focus goes to its first error
          autoFocus={autoFocus}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400"
        />
        {children}
      </div>
      {error ? (
        <p id={`${name}-error`} className="ml-6 mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function LegalSection({ values, set, errors, onOpen }: Props) {
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
        name="has_insurance"
        checked={values.has_insurance}
        onChange={(on) => set('has_insurance', on)}
      >
        <label htmlFor="has_insurance">I carry general liability insurance for my business</label>
      </Check>
      <Check
        name="accept_terms"
        required
        checked={values.accept_terms}
        error={errors.accept_terms}
        onChange={(on) => set('accept_terms', on)}
      >
        <span>
          <label htmlFor="accept_terms">
            I am at least 18 and accept the Affiliate Terms of Service and Affiliate Privacy Policy
            <RequiredMark required />
          </label>{' '}
          (read the {docLink('terms')} and the {docLink('privacy')})
        </span>
      </Check>
      <Check
        name="consent_notifications"
        required
        checked={values.consent_notifications}
        error={errors.consent_notifications}
        onChange={(on) => set('consent_notifications', on)}
      >
        <label htmlFor="consent_notifications">
          I agree to receive email and text notifications about my application
          <RequiredMark required />
        </label>
      </Check>
      <ApplyField id="source" label="How did you hear about us?" error={errors.source}>
        {(describedBy) => (
          <select
            id="source"
            name="source"
            value={values.source}
            onChange={(e) => set('source', e.target.value)}
            aria-invalid={errors.source ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">Choose…</option>
            {SOURCE_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </ApplyField>
      <ApplyField
        id="notes"
        label="Anything else we should know? (optional)"
        error={errors.notes}
        className="sm:col-span-2"
      >
        {(describedBy) => (
          <textarea
            id="notes"
            name="notes"
            rows={4}
            maxLength={2000}
            value={values.notes}
            onChange={(e) => set('notes', e.target.value)}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )}
      </ApplyField>
    </Section>
  )
}
