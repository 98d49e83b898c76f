// A typed dollar amount, shared by the PriceField (live message) and the server schemas. No zod
// here: the browser bundles it.

export const PRICE_MESSAGE = 'Price must be a number with at most one decimal point'
export const PRICE_CENTS_MESSAGE = 'Price can have at most two digits after the decimal point'

/**
 * Why a typed price is refused, or null when it reads as dollars ("399", "399.5", "399.50").
 * "399.5.5" used to be squeezed into 399.55; a second point is now refused instead of guessed.
 */
export function priceProblem(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return PRICE_MESSAGE
  if (/\.\d{3,}$/.test(trimmed)) return PRICE_CENTS_MESSAGE
  return null
}

/** Price as typed, minus what a keyboard or paste adds around it ($, commas, spaces). */
export function priceInput(value: string): string {
  return value.replace(/[^\d.]/g, '')
}
