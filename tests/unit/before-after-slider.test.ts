import { describe, expect, it } from 'vitest'
import {
  clampPercent,
  percentAfterKey,
  percentFromPointer,
  SLIDER_START,
} from '~/components/service/slider'

describe('before/after slider position', () => {
  it('starts at 50 percent', () => {
    expect(SLIDER_START).toBe(50)
  })

  it('clamps to 0..100 and falls back to the start for NaN', () => {
    expect(clampPercent(-3)).toBe(0)
    expect(clampPercent(104.2)).toBe(100)
    expect(clampPercent(37.5)).toBe(37.5)
    expect(clampPercent(Number.NaN)).toBe(50)
  })

  it('moves 1 percent per arrow key', () => {
    expect(percentAfterKey('ArrowRight', 50)).toBe(51)
    expect(percentAfterKey('ArrowLeft', 51)).toBe(50)
    expect(percentAfterKey('ArrowLeft', 50)).toBe(49)
    expect(percentAfterKey('ArrowUp', 10)).toBe(11)
    expect(percentAfterKey('ArrowDown', 10)).toBe(9)
  })

  it('steps from the nearest whole percent after a drag', () => {
    expect(percentAfterKey('ArrowRight', 50.4)).toBe(51)
    expect(percentAfterKey('ArrowLeft', 49.6)).toBe(49)
  })

  it('stops at the ends', () => {
    expect(percentAfterKey('ArrowRight', 100)).toBe(100)
    expect(percentAfterKey('ArrowLeft', 0)).toBe(0)
    expect(percentAfterKey('PageUp', 95)).toBe(100)
    expect(percentAfterKey('PageDown', 4)).toBe(0)
  })

  it('jumps with Home, End and Page keys', () => {
    expect(percentAfterKey('Home', 42)).toBe(0)
    expect(percentAfterKey('End', 42)).toBe(100)
    expect(percentAfterKey('PageUp', 42)).toBe(52)
    expect(percentAfterKey('PageDown', 42)).toBe(32)
  })

  it('ignores other keys', () => {
    expect(percentAfterKey('Tab', 50)).toBeNull()
    expect(percentAfterKey('a', 50)).toBeNull()
  })

  it('maps a pointer to its share of the width, clamped to the frame', () => {
    expect(percentFromPointer(300, 100, 400)).toBe(50)
    expect(percentFromPointer(100, 100, 400)).toBe(0)
    expect(percentFromPointer(40, 100, 400)).toBe(0)
    expect(percentFromPointer(900, 100, 400)).toBe(100)
    expect(percentFromPointer(200, 100, 0)).toBe(50)
  })
})
