import { describe, expect, it } from 'vitest'
import {
  earliestBookingDate,
  formatBookingDate,
  latestBookingDate,
} from '~/lib/booking/request-fields'
import { bookingFormSchema, DATE_MESSAGES, detailsSchema } from '~/lib/booking/request-schema'
import { fieldErrors } from '~/lib/validation'
import {
  bookingReference,
  confirmationKey,
  REFERENCE_PATTERN,
  referenceFromBytes,
  verifyConfirmationKey,
} from '~/server/booking/reference.server'

const NOW = new Date('2026-06-10T15:00:00Z')
const valid = {
  name: 'Pat Customer',
  phone: '+1 (702) 555-0199',
  email: 'Pat@Example.test',
  street: '1 Fremont St',
  city: 'Las Vegas',
  state: 'nv',
  zip: '89101',
  preferred_date: '2026-06-12',
  time_window: 'morning',
  notes: '',
}

describe('booking request details', () => {
  it('accepts a complete request and normalises it', () => {
    const parsed = detailsSchema(NOW).parse(valid)
    expect(parsed).toMatchObject({
      phone: '7025550199',
      email: 'pat@example.test',
      state: 'NV',
      notes: null,
    })
  })

  it.each([
    [{ name: ' ' }, 'name', 'Please enter your name'],
    [{ phone: '555-1234' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '2 702 555 0199' }, 'phone', 'Please enter a valid phone number'],
    [{ email: 'pat at example' }, 'email', 'Please enter a valid email address'],
    [{ street: '' }, 'street', 'Please enter the street address'],
    [{ city: '' }, 'city', 'City is required'],
    [{ state: 'Nevada' }, 'state', 'State must be a 2-letter code (e.g., CA, NY)'],
    [{ state: 'ZZ' }, 'state', 'State must be a US state code (e.g., CA, NY)'],
    [{ zip: '8910' }, 'zip', 'ZIP code must be 5 digits or 5+4 format'],
    [{ preferred_date: '2026-02-30' }, 'preferred_date', DATE_MESSAGES.invalid],
    [{ preferred_date: '2026-06-08' }, 'preferred_date', DATE_MESSAGES.past],
    [{ preferred_date: '2027-07-01' }, 'preferred_date', DATE_MESSAGES.tooFar],
    [{ time_window: 'midnight' }, 'time_window', 'Please choose a time window'],
    [{ notes: 'x'.repeat(1001) }, 'notes', 'Notes must be at most 1000 characters'],
  ])('refuses %o with a field error', (change, field, message) => {
    const result = detailsSchema(NOW).safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message)
  })

  it("accepts today in Hawaii as 'not in the past', so no US customer's today is refused", () => {
    // 03:00 UTC on the 11th is still the 10th everywhere in the US.
    const lateEvening = new Date('2026-06-11T03:00:00Z')
    expect(earliestBookingDate(lateEvening)).toBe('2026-06-10')
    expect(
      detailsSchema(lateEvening).safeParse({ ...valid, preferred_date: '2026-06-10' }).success,
    ).toBe(true)
    expect(latestBookingDate(NOW)).toBe('2027-06-10')
    expect(formatBookingDate('2026-06-12')).toBe('Friday, June 12, 2026')
  })

  it('needs the package, the one-time token and, to submit, the estimate that was shown', () => {
    const form = {
      ...valid,
      vehicle: 'car',
      service: '1',
      tier: '2',
      idempotency_key: '0b0e4a0e-3a55-4d0a-9d6e-2b6f1f0c7a11',
    }
    expect(bookingFormSchema(NOW).safeParse({ ...form, intent: 'review' }).success).toBe(true)
    const noQuote = bookingFormSchema(NOW).safeParse({ ...form, intent: 'submit' })
    expect(noQuote.success).toBe(false)
    expect(
      bookingFormSchema(NOW).safeParse({ ...form, intent: 'submit', quoted_estimate: '29880' })
        .success,
    ).toBe(true)
    const badPackage = bookingFormSchema(NOW).safeParse({
      ...form,
      intent: 'review',
      vehicle: 'tank',
      tier: 'x',
    })
    expect(badPackage.success ? {} : fieldErrors(badPackage.error)).toMatchObject({
      vehicle: 'Please choose a package first',
      tier: 'Please choose a package first',
    })
    expect(
      bookingFormSchema(NOW).safeParse({ ...form, intent: 'review', idempotency_key: 'nope' })
        .success,
    ).toBe(false)
  })
})

describe('booking references', () => {
  it('look like MDH-7K3Q9P, without characters that are easy to misread', () => {
    expect(referenceFromBytes(new Uint8Array(32))).toBe('MDH-222222')
    expect(referenceFromBytes(new Uint8Array(32).fill(255))).toMatch(REFERENCE_PATTERN)
    for (let i = 0; i < 200; i++) {
      const ref = referenceFromBytes(crypto.getRandomValues(new Uint8Array(32)))
      expect(ref).toMatch(REFERENCE_PATTERN)
      expect(ref.slice(4)).not.toMatch(/[01OILU]/)
    }
  })

  it('are the same for the same form token (a double submit) and differ per token and attempt', async () => {
    const secret = 'x'.repeat(32)
    const a = await bookingReference(secret, 'token-a', 0)
    expect(await bookingReference(secret, 'token-a', 0)).toBe(a)
    expect(await bookingReference(secret, 'token-b', 0)).not.toBe(a)
    expect(await bookingReference(secret, 'token-a', 1)).not.toBe(a)
    expect(await bookingReference('y'.repeat(32), 'token-a', 0)).not.toBe(a)
  })

  it('have a confirmation key that only the secret can make', async () => {
    const secret = 'x'.repeat(32)
    const key = await confirmationKey(secret, 'MDH-7K3Q9P')
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await verifyConfirmationKey(secret, 'MDH-7K3Q9P', key)).toBe(true)
    expect(await verifyConfirmationKey(secret, 'MDH-7K3Q9Q', key)).toBe(false)
    expect(await verifyConfirmationKey('y'.repeat(32), 'MDH-7K3Q9P', key)).toBe(false)
    expect(await verifyConfirmationKey(secret, 'MDH-7K3Q9P', `${key}x`)).toBe(false)
  })
})
