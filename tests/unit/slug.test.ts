import { describe, expect, it } from 'vitest'
import { RESERVED_SLUGS, slugSchema } from '~/lib/slug'

function firstError(value: string): string | undefined {
  const result = slugSchema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('approve slug rules (spec §5)', () => {
  it.each([
    ['', 'Slug is required'],
    ['ab', 'Slug must be at least 3 characters long'],
    ['a'.repeat(51), 'Slug must be less than 50 characters long'],
    ['Bad_Slug', 'Slug must contain only lowercase letters, numbers, and hyphens'],
    ['-abc', 'Slug cannot start or end with a hyphen'],
    ['abc-', 'Slug cannot start or end with a hyphen'],
    ['ab--c', 'Slug cannot contain consecutive hyphens'],
    ['booking', 'This slug is reserved'],
  ])('rejects %j with %j', (value, message) => {
    expect(firstError(value)).toBe(message)
  })

  it.each(['jps', 'abc', 'fresh-start', 'a1b2c3', 'a'.repeat(50)])('accepts %j', (value) => {
    expect(slugSchema.safeParse(value).success).toBe(true)
  })

  it('reserves every top-level path the app serves', () => {
    for (const word of [
      'api',
      'admin-dashboard',
      'affiliate-dashboard',
      'affiliate-onboarding',
      'login',
      'booking',
      'service',
    ]) {
      expect(RESERVED_SLUGS.has(word)).toBe(true)
    }
  })
})
