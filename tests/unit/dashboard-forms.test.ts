import { describe, expect, it } from 'vitest'
import { tabFromUrl } from '~/lib/dashboard-tabs'
import { formatPhoneInput, formatTwilioInput } from '~/lib/dashboard/profile-fields'
import { serviceBodyFromForm } from '~/lib/dashboard/service-form'
import { selectionFromParams, servicesHref } from '~/lib/dashboard/services-nav'
import { durationInput, priceInput } from '~/lib/dashboard/tier-draft'
import { PRICE_CENTS_MESSAGE, PRICE_MESSAGE, priceProblem } from '~/lib/price-text'
import { serviceSchema } from '~/lib/service-schema'

describe('dashboard tabs', () => {
  it('reads the tab from the URL and falls back to the overview', () => {
    expect(tabFromUrl(new URL('http://x/jps/dashboard?tab=locations'))).toBe('locations')
    expect(tabFromUrl(new URL('http://x/jps/dashboard?tab=admin'))).toBe('overview')
    expect(tabFromUrl(new URL('http://x/jps/dashboard'))).toBe('overview')
  })
})

describe('services selection', () => {
  it('changing vehicle resets the category to its first and clears the service', () => {
    expect(servicesHref({ vehicle: 'boats' })).toBe(
      '?tab=services&vehicle=boats&category=service-packages',
    )
  })

  it('unknown vehicles, categories and ids fall back to the first choices and no service', () => {
    expect(selectionFromParams(new URLSearchParams('vehicle=jets&category=x&service=1e9'))).toEqual(
      {
        vehicle: 'cars',
        category: 'service-packages',
        serviceId: null,
      },
    )
  })
})

describe('price and duration input (spec §5)', () => {
  it('keeps digits and every decimal point typed in a price, so a second point is refused, not merged', () => {
    expect(priceInput('4a9.9.5')).toBe('49.9.5')
    expect(priceProblem(priceInput('399.5.5'))).toBe(PRICE_MESSAGE)
    expect(priceInput('$1,200.50')).toBe('1200.50')
    expect(priceInput('')).toBe('')
  })

  it('reads dollars with at most two decimals and refuses the rest in words', () => {
    expect(priceProblem('399')).toBeNull()
    expect(priceProblem('399.5')).toBeNull()
    expect(priceProblem('399.50')).toBeNull()
    expect(priceProblem('')).toBeNull()
    expect(priceProblem('399.555')).toBe(PRICE_CENTS_MESSAGE)
    expect(priceProblem('.')).toBe(PRICE_MESSAGE)
    expect(priceProblem('-5')).toBe(PRICE_MESSAGE)
  })

  it('keeps only digits in a duration', () => {
    expect(durationInput('1h 20m')).toBe('120')
  })
})

describe('phones as typed', () => {
  it('formats (xxx) xxx-xxxx progressively and drops a leading 1', () => {
    expect(formatPhoneInput('480')).toBe('(480')
    expect(formatPhoneInput('48055')).toBe('(480) 55')
    expect(formatPhoneInput('14805550112')).toBe('(480) 555-0112')
    expect(formatPhoneInput('480555011299')).toBe('(480) 555-0112')
  })

  it('formats the SMS number as +1 (xxx) xxx-xxxx', () => {
    expect(formatTwilioInput('+1 480 555 0113')).toBe('+1 (480) 555-0113')
    expect(formatTwilioInput('')).toBe('')
  })
})

describe('the service editor form', () => {
  it('turns flat tier fields into the service body the API schema reads', () => {
    const form = new FormData()
    form.append('vehicle', 'boats')
    form.append('category', 'addons')
    form.append('name', 'Hull Care')
    form.append('tiers[1].name', 'Plus')
    form.append('tiers[1].features', 'Wash\nWax')
    form.append('tiers[0].id', '7')
    form.append('tiers[0].name', 'Basic')
    form.append('tiers[0].price', '')
    form.append('tiers[0].features', 'Rinse')
    form.append('tiers[0].features', 'Dry')
    form.append('tiers[0].enabled', 'on')
    const parsed = serviceSchema.parse(serviceBodyFromForm(form))
    expect(parsed).toMatchObject({ vehicleId: 4, categoryId: 7, name: 'Hull Care' })
    expect(parsed.tiers).toEqual([
      {
        id: 7,
        name: 'Basic',
        price: 0,
        duration: 0,
        features: ['Rinse', 'Dry'],
        enabled: true,
        popular: false,
      },
      {
        name: 'Plus',
        price: 0,
        duration: 0,
        features: ['Wash', 'Wax'],
        enabled: false,
        popular: false,
      },
    ])
  })

  it('ignores fields that are not tier fields', () => {
    const form = new FormData()
    form.append('tiers[0].name', 'Basic')
    form.append('tiers[0].secret', 'x')
    form.append('tiers[x].name', 'y')
    expect(serviceBodyFromForm(form).tiers).toHaveLength(1)
  })
})
