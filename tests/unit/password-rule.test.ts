import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMMON_PASSWORDS } from '~/lib/common-passwords'
import { newPasswordSchema, PASSWORD_MESSAGES } from '~/lib/password-rule'

function problem(password: string): string | undefined {
  const result = newPasswordSchema.safeParse(password)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the new-password rule (register, set-password, reset)', () => {
  it.each([
    ['12 spaces', ' '.repeat(12), PASSWORD_MESSAGES.blank],
    ['12 NULs', '\u0000'.repeat(12), PASSWORD_MESSAGES.hidden],
    ['12 zero-width spaces', '\u200b'.repeat(12), PASSWORD_MESSAGES.hidden],
    ['a right-to-left override inside', 'Good\u202epass-2026', PASSWORD_MESSAGES.hidden],
    ['aaaaaaaaaaaa', 'aaaaaaaaaaaa', PASSWORD_MESSAGES.repeated],
    ['password1', 'password1', PASSWORD_MESSAGES.common],
    ['Password123 (case does not help)', 'Password123', PASSWORD_MESSAGES.common],
    ['qwertyuiop', 'qwertyuiop', PASSWORD_MESSAGES.common],
    ['7 characters', 'Ab3$xyz', PASSWORD_MESSAGES.tooShort],
  ])('refuses %s', (_name, password, message) => {
    expect(problem(password)).toBe(message)
  })

  it('refuses one character repeated, whatever the character and length', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })
          .filter((c) => c.trim() !== ''),
        fc.integer({ min: 8, max: 128 }),
        (c, n) => {
          expect(problem(c.repeat(n))).toBe(PASSWORD_MESSAGES.repeated)
        },
      ),
    )
  })

  it('refuses every listed common password, and only lists passwords of the minimum length', () => {
    for (const password of COMMON_PASSWORDS) {
      expect(password.length).toBeGreaterThanOrEqual(8)
      expect(problem(password)).toBe(PASSWORD_MESSAGES.common)
    }
  })

  it('accepts long passphrases with spaces and any script, without composition rules', () => {
    for (const password of [
      'correct horse battery staple',
      'A-good-pass-2026!',
      'mañana-en-la-playa',
      '東京タワーの夜景',
    ])
      expect(problem(password)).toBeUndefined()
  })
})
