import { useState } from 'react'
import { FieldFrame, inputClass } from '~/components/forms'
import {
  autosaveDelay,
  formatPhoneInput,
  formatTwilioInput,
  type ProfileField,
} from '~/lib/dashboard/profile-fields'
import { useAutosave } from './useAutosave'

interface Props {
  field: ProfileField
  initial: string
  /** Field error from a no-JavaScript card save. */
  serverError: string | undefined
  hydrated: boolean
}

const TYPES = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  twilio: 'tel',
  date: 'date',
  url: 'url',
}

function shown(field: ProfileField, value: string): string {
  if (field.kind === 'phone') return formatPhoneInput(value)
  if (field.kind === 'twilio') return formatTwilioInput(value)
  return value
}

/** One profile field: autosaves after its debounce, with Saving..., an error or a check. */
export function ProfileFieldInput({ field, initial, serverError, hydrated }: Props) {
  const [value, setValue] = useState(() => shown(field, initial))
  const save = useAutosave(field.name, autosaveDelay(field.kind))
  const error = save.status === 'error' ? save.error : serverError
  const id = `profile-${field.name}`
  return (
    <FieldFrame id={id} label={field.label} errors={error} alertErrors>
      {(aria) => (
        <div className="relative">
          <input
            id={id}
            name={field.name}
            type={TYPES[field.kind]}
            value={value}
            onChange={(e) => {
              const next = shown(field, e.target.value)
              setValue(next)
              save.schedule(next)
            }}
            onBlur={() => {
              // Leaving the field saves at once rather than after the debounce.
              if (save.sentValue !== value && value !== shown(field, initial)) save.flush(value)
            }}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={[`${id}-state`, aria['aria-describedby']].filter(Boolean).join(' ')}
            className={`${inputClass} pr-24`}
          />
          {/* top-1 matches the control's own top margin, so the state sits centred in it. */}
          <span
            id={`${id}-state`}
            aria-live="polite"
            className="absolute bottom-0 right-3 top-1 flex items-center gap-1 text-xs"
          >
            {hydrated && save.status === 'saving' ? (
              <>
                <span
                  aria-hidden
                  className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
                />
                <span className="text-slate-600">Saving...</span>
              </>
            ) : save.status === 'saved' && value ? (
              <span className="text-green-700" title="Saved">
                <span aria-hidden>✓</span>
                <span className="sr-only">Saved</span>
              </span>
            ) : error ? (
              <span aria-hidden className="text-red-600">
                ⚠
              </span>
            ) : null}
          </span>
        </div>
      )}
    </FieldFrame>
  )
}
