// The sizes a logo is drawn at (issue 28): the header's 36 px mark and the emails' 48 px high
// line, each at twice the pixels for sharp screens. The box is the largest width × height.
export const LOGO_SIZES = {
  header: { width: 72, height: 72 },
  email: { width: 320, height: 96 },
} as const
export type LogoSize = keyof typeof LOGO_SIZES
export const LOGO_SIZE_NAMES: readonly LogoSize[] = ['header', 'email']

export const isLogoSize = (value: string | null): value is LogoSize =>
  value === 'header' || value === 'email'

/** The URL of a stored logo at one of its sizes; any other address is left as it is. */
export function logoAt(url: string, size: LogoSize): string {
  return url.startsWith('/uploads/logo/') ? `${url}?size=${size}` : url
}
