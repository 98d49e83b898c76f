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
 * A dollar amount: a decimal keypad on phones and the stored cents shown in dollars. The
 * server's schema parses and bounds what is typed.
 */
export function PriceField({
  cents,
  inputProps,
  ...frame
}: FrameProps & { cents: number | null; inputProps: PriceInputProps }) {
  return (
    <Field
      {...frame}
      inputProps={{ inputMode: 'decimal', ...inputProps, defaultValue: centsToInput(cents) }}
    />
  )
}
