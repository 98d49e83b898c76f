// A detailer's brand colour and the shades derived from it. Pages put white text on the colour
// (buttons, the letter logo) and the colour on near-white tints, so every pairing is checked
// against WCAG AA (4.5:1 for normal text) before a colour is accepted (decision 031).

export const AA = 4.5

type Rgb = readonly [number, number, number]

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i

/** '#1172bf' (or '1172BF', '#17b') as '#1172bf'; null when it is not a hex colour. */
export function normalizeHex(input: string): string | null {
  const match = HEX.exec(input.trim())
  if (!match?.[1]) return null
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  return `#${digits.toLowerCase()}`
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

function mix(rgb: Rgb, toward: Rgb, amount: number): Rgb {
  const at = (a: number, b: number) => a + (b - a) * amount
  return [at(rgb[0], toward[0]), at(rgb[1], toward[1]), at(rgb[2], toward[2])]
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(toRgb(a)), luminance(toRgb(b))]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [0, 0, 0]

export type Shade = 50 | 100 | 500 | 600 | 700 | 900

/** The palette the site's brand-* classes use, with the chosen colour as 600. */
export function brandShades(hex: string): Record<Shade, string> {
  const rgb = toRgb(hex)
  return {
    50: toHex(mix(rgb, WHITE, 0.93)),
    100: toHex(mix(rgb, WHITE, 0.85)),
    500: toHex(mix(rgb, WHITE, 0.15)),
    600: hex,
    700: toHex(mix(rgb, BLACK, 0.2)),
    900: toHex(mix(rgb, BLACK, 0.55)),
  }
}

/** The weakest of the pairings the pages use, as a ratio (higher is better). */
export function weakestContrast(hex: string): number {
  const s = brandShades(hex)
  return Math.min(contrast(s[600], '#ffffff'), contrast(s[600], s[50]), contrast(s[700], s[100]))
}

/** The same hue darkened just enough to pass AA everywhere (for the refusal's suggestion). */
export function accessibleShade(hex: string): string {
  const rgb = toRgb(hex)
  for (let step = 0; step <= 100; step += 2) {
    const candidate = toHex(mix(rgb, BLACK, step / 100))
    if (weakestContrast(candidate) >= AA) return candidate
  }
  return '#000000'
}

/** CSS custom properties for the tenant's pages: "r g b" triples, as tailwind.config reads them. */
export function brandStyle(hex: string): Record<string, string> {
  const shades = brandShades(hex)
  return Object.fromEntries(
    Object.entries(shades).map(([shade, value]) => [`--brand-${shade}`, toRgb(value).join(' ')]),
  )
}
