import { describe, expect, it } from 'vitest'
import { QUOTE_ZIP_MESSAGE, quoteFormSchema, quoteSchema } from '~/lib/quote-schema'
import { fieldErrors } from '~/lib/validation'

// The original client's quote: no ZIP and no business (issue 36).
const clientQuote = {
  name: 'Quinn Original',
  email: 'quinn@original.test',
  phone: '6025550188',
  vehicle: 'SUV',
  services: ['Full Detail'],
  additionalInfo: '',
}

describe('quote schemas', () => {
  it('lets an API caller leave the ZIP out: a quote to the marketplace', () => {
    const parsed = quoteSchema.parse(clientQuote)
    expect(parsed).toMatchObject({ zip: null, businessSlug: null })
  })

  it("asks our own form for the ZIP with 'Please enter the 5-digit ZIP code where the vehicle is'", () => {
    for (const zip of [undefined, '', '850', '85004-1234']) {
      const parsed = quoteFormSchema.safeParse({ ...clientQuote, zip })
      expect(parsed.success).toBe(false)
      if (!parsed.success) expect(fieldErrors(parsed.error).zip).toBe(QUOTE_ZIP_MESSAGE)
    }
    expect(quoteFormSchema.parse({ ...clientQuote, zip: ' 85004 ' }).zip).toBe('85004')
  })

  it('reads a single service sent as text as a list of one', () => {
    expect(quoteSchema.parse({ ...clientQuote, services: 'Full Detail' }).services).toEqual([
      'Full Detail',
    ])
    expect(quoteSchema.parse({ ...clientQuote, services: ' ' }).services).toEqual([])
  })
})
