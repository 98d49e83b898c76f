// Pure position logic of the before/after slider, kept apart from React so it is unit-tested.

export const SLIDER_START = 50
export const SLIDER_MIN = 0
export const SLIDER_MAX = 100
const PAGE_STEP = 10

export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return SLIDER_START
  return Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value))
}

/** Where a pointer at clientX sits across a box starting at `left` that is `width` wide. */
export function percentFromPointer(clientX: number, left: number, width: number): number {
  if (width <= 0) return SLIDER_START
  return clampPercent(((clientX - left) / width) * 100)
}

/**
 * The position after a key press, or null when the key is not the slider's. Arrow keys move one
 * percent (spec §2) from the nearest whole percent, so a drag to 50.4 then ArrowRight reads 51.
 */
export function percentAfterKey(key: string, current: number): number | null {
  const whole = Math.round(current)
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(whole + 1)
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(whole - 1)
    case 'PageUp':
      return clampPercent(whole + PAGE_STEP)
    case 'PageDown':
      return clampPercent(whole - PAGE_STEP)
    case 'Home':
      return SLIDER_MIN
    case 'End':
      return SLIDER_MAX
    default:
      return null
  }
}
