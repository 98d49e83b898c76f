import { describe, expect, it } from 'vitest'
import { fileProgress } from '~/components/apply/send-application'
import { DRAFT_KEY, draftOf, emergencyKeys, restoreDraft } from '~/lib/application-draft'
import { checkForm } from '~/lib/application-check'
import { EMPTY_VALUES, type FormValues, formFieldOf } from '~/lib/application-form'
import { applicationProblems, formatPhone } from '~/lib/application-rules'

const filled: FormValues = {
  ...EMPTY_VALUES,
  legal_name: 'Gleam Team',
  primary_contact: 'Riley Stone',
  phone: '(555) 123-4567',
  email: 'riley@gleam.test',
  city: 'Austin',
  state: 'TX',
  accept_terms: true,
  consent_notifications: true,
}

describe('phone formatting (spec §5)', () => {
  it.each([
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext 9', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
    ['', ''],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown)
  })
})

describe('application rules shared by the page and the server', () => {
  it('passes a complete application', () => {
    expect(applicationProblems(toRules(filled))).toBeNull()
  })

  it("lists the missing fields as 'Please fill in all required fields: …' and marks each", () => {
    const problems = applicationProblems(
      toRules({ ...filled, legal_name: ' ', accept_terms: false }),
    )
    expect(problems?.error).toBe(
      'Please fill in all required fields: Legal Business Name, Accept Terms',
    )
    expect(Object.keys(problems?.errors ?? {})).toEqual(['legal_name', 'accept_terms'])
  })

  it('marks every broken rule at once in the form check', () => {
    const check = checkForm({ ...filled, phone: '555', email: 'x@', website_url: 'example.com' })
    expect(check?.errors).toEqual({
      phone: 'Please enter a complete 10-digit phone number',
      email: 'Please enter a valid email address',
      website_url: 'Please enter a valid URL (must start with http:// or https://)',
    })
    expect(check?.message).toBe('Please enter a complete 10-digit phone number')
    expect(checkForm(filled)).toBeNull()
  })

  it('maps server error keys onto the form field names', () => {
    expect(formFieldOf('base_location.city')).toBe('city')
    expect(formFieldOf('categories.2')).toBe('categories')
    expect(formFieldOf('phone')).toBe('phone')
  })
})

describe('draft saving (spec §5/§9)', () => {
  it('drops single letters and strings of 100 characters or more', () => {
    const draft = draftOf({ ...filled, zip: '7', notes: 'x'.repeat(100), city: 'NY' })
    expect(draft).toMatchObject({ legal_name: 'Gleam Team', city: 'NY' })
    expect(draft).not.toHaveProperty('zip')
    expect(draft).not.toHaveProperty('notes')
    // Agreeing to the terms is done on the submission, never restored.
    expect(draft).not.toHaveProperty('accept_terms')
  })

  it('wipes a draft of only single letters', () => {
    expect(draftOf({ ...EMPTY_VALUES, legal_name: 'G', city: 'A' })).toBeNull()
  })

  it('restores a saved draft and ignores tampered values', () => {
    const raw = JSON.stringify({
      legal_name: 'Gleam Team',
      categories: ['Boat Detailing'],
      has_insurance: true,
      email: 'y'.repeat(150),
    })
    const restored = restoreDraft(raw, EMPTY_VALUES)
    expect(restored).toMatchObject({
      legal_name: 'Gleam Team',
      categories: ['Boat Detailing'],
      has_insurance: true,
      email: '',
    })
    expect(restoreDraft('{not json', EMPTY_VALUES)).toEqual(EMPTY_VALUES)
    expect(restoreDraft(JSON.stringify({ categories: ['Window Tint'] }), EMPTY_VALUES)).toEqual(
      EMPTY_VALUES,
    )
  })

  it("emergency cleanup takes every key containing 'affiliate', 'draft' or 'form'", () => {
    expect(
      emergencyKeys([
        DRAFT_KEY,
        'quoteFormCache',
        'my-draft',
        'token',
        'selectedLocation',
        'Affiliate',
      ]),
    ).toEqual([DRAFT_KEY, 'quoteFormCache', 'my-draft', 'Affiliate'])
  })
})

describe('per-image upload progress', () => {
  it('fills each image in body order as the bytes go out', () => {
    // 100 bytes of fields, then images of 200 and 300 bytes.
    expect(fileProgress([200, 300], 50, 600)).toEqual([0, 0])
    expect(fileProgress([200, 300], 200, 600)).toEqual([0.5, 0])
    expect(fileProgress([200, 300], 450, 600)).toEqual([1, 0.5])
    expect(fileProgress([200, 300], 600, 600)).toEqual([1, 1])
  })
})

function toRules(v: FormValues) {
  return { ...v, base_location: { city: v.city, state: v.state, zip: v.zip } }
}
