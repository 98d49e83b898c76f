import { type InputHTMLAttributes } from 'react'
import { Field } from './Field'
import { type FrameProps } from './parts'

type PriceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'defaultValue' | 'value'> & {
  id: string
}

/** Whole dollars as the owner typed them ("150", "99.5"); empty for no amount. */
export function centsToInput(cents: number | null): string {
  return cents === null ? '' : String(cents / 100)
}

/**
 * What the field shows: stored `cents`, or the typed `dollars` text; `controlled` makes `dollars`
 * the control's value, for a form that keeps the amount in its own state (with `onChange`).
 */
type Amount =
  | { cents: number | null; dollars?: undefined; controlled?: undefined }
  | { cents?: undefined; dollars: string; controlled?: boolean }

/**
 * A dollar amount: a decimal keypad on phones and the stored cents shown in dollars. The
 * server's schema parses and bounds what is typed.
 */
export function PriceField({
  cents,
  dollars,
  controlled,
  inputProps,
  ...frame
}: FrameProps & Amount & { inputProps: PriceInputProps }) {
  const shown = dollars ?? centsToInput(cents ?? null)
  return (
    <Field
      {...frame}
      inputProps={{
        inputMode: 'decimal',
        ...inputProps,
        ...(controlled ? { value: shown } : { defaultValue: shown }),
      }}
    />
  )
}
