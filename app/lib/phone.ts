/** 10 digits with a leading US country code dropped, or null when it is not a US number. */
export function tenDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '')
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return ten.length === 10 ? ten : null
}
