import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headerAddress, headerText } from '~/server/email/headers.server'

describe('mail header values', () => {
  it('never carry a line break or control character, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 260 }), (value) => {
        const header = headerText(value)
        return !/[\p{Cc}\p{Cf}\u2028\u2029]/u.test(header) && [...header].length <= 200
      }),
    )
    // Generating arbitrary code points is the slow part; a loaded machine may need the time.
  }, 20_000)

  it("turns the probe's name into one harmless line", () => {
    expect(headerText('New quote request from Bob\r\nBcc: victim@evil.test')).toBe(
      'New quote request from Bob Bcc: victim@evil.test',
    )
  })

  it('takes one plain address for Reply-To and To, and nothing else', () => {
    expect(headerAddress('bob@example.com')).toBe('bob@example.com')
    for (const bad of [
      'bob@example.com\r\nBcc: victim@evil.test',
      'bob@example.com, victim@evil.test',
      'Bob <bob@example.com>',
      'bob@example.com\u202e',
      '',
      null,
    ])
      expect(headerAddress(bad)).toBeNull()
  })
})
