import { z } from 'zod'
import { plainLine, plainText } from './validation'
import { PRICE_MESSAGE, priceProblem } from './price-text'

// Spec §3 ids and §5 service-save rules, shared by the dashboard's service editor and the API.
export const VEHICLES = {
  cars: 1,
  trucks: 2,
  rvs: 3,
  boats: 4,
  motorcycles: 5,
  offroad: 6,
  other: 7,
} as const
export const CATEGORIES = {
  interior: 1,
  exterior: 2,
  'service-packages': 3,
  'ceramic-coating': 4,
  'paint-correction': 5,
  'paint-protection-film': 6,
  addons: 7,
} as const

// Singular and booking names the clients use too (SUV uses truck data, spec §9).
const VEHICLE_ALIASES: Record<string, number> = {
  ...VEHICLES,
  car: 1,
  truck: 2,
  suv: 2,
  rv: 3,
  boat: 4,
  motorcycle: 5,
  'off-road': 6,
}

function resolve(table: Record<string, number>, max: number, value: unknown): number | null {
  if (typeof value === 'number')
    return Number.isInteger(value) && value >= 1 && value <= max ? value : null
  if (typeof value !== 'string') return null
  const key = value.trim().toLowerCase()
  if (/^\d+$/.test(key)) return resolve(table, max, Number(key))
  return table[key] ?? null
}

/** A vehicle by id (1–7) or name (cars, trucks, suv → trucks, …). */
export const vehicleId = (value: unknown) => resolve(VEHICLE_ALIASES, 7, value)
/** A category by id (1–7) or name (service-packages, addons, …). */
export const categoryId = (value: unknown) => resolve(CATEGORIES, 7, value)

const DURATION_MESSAGE = 'Duration must be a whole number of minutes'

/** Price input: digits with one optional decimal point, empty counts as 0 (spec §5). Cents out. */
const priceCents = z
  .union([z.number(), z.string()], { invalid_type_error: PRICE_MESSAGE })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim()
    if (text === '') return 0
    const problem = priceProblem(text) ?? (Number.isFinite(Number(text)) ? null : PRICE_MESSAGE)
    if (problem) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem })
      return z.NEVER
    }
    const cents = Math.round(Number(text) * 100)
    if (cents > 100_000_000) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Price must be at most $1,000,000' })
      return z.NEVER
    }
    return cents
  })

/** Duration input: digits only, empty counts as 0 (spec §5). */
const durationMinutes = z
  .union([z.number(), z.string()], { invalid_type_error: DURATION_MESSAGE })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim()
    if (text === '') return 0
    if (!/^\d+$/.test(text) || Number(text) > 10_080) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: DURATION_MESSAGE })
      return z.NEVER
    }
    return Number(text)
  })

/**
 * A tier's id as clients send it: a number, a numeric string, or their own key for a tier not
 * saved yet (`tier-1732390000-ab12`). Only a positive whole number can name a saved tier; the
 * server decides whether it is one of this service's (anything else is a new tier).
 */
const tierId = z.unknown().transform((id, ctx) => {
  if (id === undefined || id === null) return undefined
  if (typeof id !== 'number' && typeof id !== 'string') {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Tier id must be a number or text' })
    return z.NEVER
  }
  const text = String(id).trim()
  return /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined
})

export const tierSchema = z.object({
  id: tierId,
  name: z
    .string({ invalid_type_error: 'Tier name must be text' })
    .max(100, 'Tier name must be at most 100 characters')
    .superRefine(plainLine('Tier name'))
    .default(''),
  price: priceCents.default(0),
  duration: durationMinutes.default(60),
  features: z
    .array(
      z
        .string({ invalid_type_error: 'Features must be text' })
        .max(200, 'Features must be at most 200 characters')
        .superRefine(plainLine('Features')),
    )
    .max(50, 'At most 50 features per tier')
    .default([])
    .transform((list) => list.map((f) => f.trim()).filter(Boolean)),
  enabled: z.boolean({ invalid_type_error: 'Enabled must be true or false' }).default(true),
  popular: z.boolean({ invalid_type_error: 'Popular must be true or false' }).default(false),
})

export const serviceSchema = z
  .object({
    affiliate_id: z.union([z.number(), z.string()]).optional(),
    vehicle_id: z.union([z.number(), z.string()], {
      required_error: 'Invalid vehicle or category ID',
    }),
    service_category_id: z.union([z.number(), z.string()], {
      required_error: 'Invalid vehicle or category ID',
    }),
    name: z
      .string({
        required_error: 'Service name is required',
        invalid_type_error: 'Service name is required',
      })
      .trim()
      .min(1, 'Service name is required')
      .max(100, 'Service name must be at most 100 characters')
      .superRefine(plainLine('Service name')),
    description: z
      .string({ invalid_type_error: 'Description must be text' })
      .trim()
      .max(2000, 'Description must be at most 2000 characters')
      .superRefine(plainText('Description'))
      .default(''),
    base_price_cents: z.unknown().optional(),
    tiers: z
      .array(tierSchema, {
        required_error: 'At least one tier with a name is required',
        invalid_type_error: 'Tiers must be a list',
      })
      .max(20, 'At most 20 tiers per service'),
  })
  .transform((s, ctx) => {
    const vehicle = vehicleId(s.vehicle_id)
    const category = categoryId(s.service_category_id)
    if (vehicle === null || category === null) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Invalid vehicle or category ID',
        path: ['vehicle_id'],
      })
      return z.NEVER
    }
    // Blank tiers are dropped; at least one named tier must remain (spec §5).
    const tiers = s.tiers.map((t) => ({ ...t, name: t.name.trim() })).filter((t) => t.name !== '')
    if (tiers.length === 0) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'At least one tier with a name is required',
        path: ['tiers'],
      })
      return z.NEVER
    }
    return {
      affiliateId: s.affiliate_id,
      vehicleId: vehicle,
      categoryId: category,
      name: s.name,
      description: s.description,
      tiers,
    }
  })

export type ServiceInput = z.infer<typeof serviceSchema>
export type TierInput = ServiceInput['tiers'][number]
