import { type InputHTMLAttributes, useState } from 'react'
import { priceProblem } from '~/lib/price-text'
import { Field } from './Field'
import { errorList, type FrameProps } from './parts'

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
 * A dollar amount: a decimal keypad on phones and the stored cents shown in dollars. What is
 * typed is checked as it is typed ("399.5.5" is refused, never read as 399.55); the server's
 * schema parses and bounds it again.
 */
export function PriceField({
  cents,
  dollars,
  controlled,
  inputProps,
  errors,
  ...frame
}: FrameProps & Amount & { inputProps: PriceInputProps }) {
  const shown = dollars ?? centsToInput(cents ?? null)
  const [typed, setTyped] = useState<string | null>(null)
  const problem = priceProblem(controlled ? shown : (typed ?? shown))
  // The server's answer names the field ("Minimum must be a positive number"); the live check
  // speaks only while the server has said nothing.
  const answered = errorList(errors).length > 0
  return (
    <Field
      {...frame}
      errors={answered ? errors : (problem ?? errors)}
      inputProps={{
        inputMode: 'decimal',
        ...inputProps,
        onChange: (event) => {
          setTyped(event.currentTarget.value)
          inputProps.onChange?.(event)
        },
        ...(controlled ? { value: shown } : { defaultValue: shown }),
      }}
    />
  )
}
