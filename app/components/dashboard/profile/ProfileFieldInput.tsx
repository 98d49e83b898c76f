import { useState } from 'react'
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
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {field.label}
      </label>
      <div className="relative mt-1">
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
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-state`}
          className={`block w-full rounded-lg border px-3 py-2 pr-24 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <span
          id={`${id}-state`}
          aria-live="polite"
          className="absolute inset-y-0 right-3 flex items-center gap-1 text-xs"
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
      {error ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
