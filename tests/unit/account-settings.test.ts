import { describe, expect, it } from 'vitest'
import { pageParam } from '~/lib/account/bookings'
import { passwordSettingsSchema, profileSettingsSchema } from '~/lib/account/settings-schema'

const errorsOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('the Settings profile form', () => {
  it('stores a phone typed in any common US format as its 10 digits', () => {
    for (const typed of ['(480) 555-0142', '480-555-0142', '+1 480 555 0142', '4805550142']) {
      const parsed = profileSettingsSchema.parse({ intent: 'profile', name: 'Casey', phone: typed })
      expect(parsed.phone).toBe('4805550142')
    }
  })

  it('clears the phone when it is left empty or not sent', () => {
    expect(
      profileSettingsSchema.parse({ intent: 'profile', name: 'C', phone: '' }).phone,
    ).toBeNull()
    expect(profileSettingsSchema.parse({ intent: 'profile', name: 'C' }).phone).toBeNull()
  })

  it("refuses a short phone with 'Please enter a valid phone number' and a blank name with 'Name is required'", () => {
    const result = profileSettingsSchema.safeParse({
      intent: 'profile',
      name: '  ',
      phone: '555-12',
    })
    expect(errorsOf(result)).toEqual(['Name is required', 'Please enter a valid phone number'])
  })
})

describe('the Settings password form', () => {
  const base = { intent: 'password', currentPassword: 'Old-pass-2026!' }

  it("refuses a new password the rule refuses, in the rule's words", () => {
    const result = passwordSettingsSchema.safeParse({
      ...base,
      newPassword: 'password123',
      confirmPassword: 'password123',
    })
    expect(errorsOf(result)).toContain(
      'This password is too common. Please choose one that is harder to guess',
    )
  })

  it("refuses a confirmation that differs with 'Passwords do not match'", () => {
    const result = passwordSettingsSchema.safeParse({
      ...base,
      newPassword: 'Fresh-pass-2027!',
      confirmPassword: 'Fresh-pass-2028!',
    })
    expect(errorsOf(result)).toEqual(['Passwords do not match'])
  })

  it("requires the current password with 'Current password is required'", () => {
    const result = passwordSettingsSchema.safeParse({
      intent: 'password',
      newPassword: 'Fresh-pass-2027!',
      confirmPassword: 'Fresh-pass-2027!',
    })
    expect(errorsOf(result)).toEqual(['Current password is required'])
  })
})

describe('My bookings page numbers', () => {
  it('reads a sane page from the URL and falls back to 1 for anything else', () => {
    expect(pageParam('3')).toBe(3)
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '1e9', '99999'])
      expect(pageParam(bad)).toBe(1)
  })
})
