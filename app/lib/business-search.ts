import { z } from 'zod'
import { plainLine } from './validation'

/** What a business picker searches with: the combobox's fetch and the no-JS GET share it. */
export const businessSearchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Search must be 100 characters or less')
    .superRefine(plainLine('Search'))
    .default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
})

export interface BusinessOption {
  id: number
  slug: string
  business_name: string
}

/** How a business reads in a picker: its name and, since names repeat, its slug. */
export const businessLabel = (b: BusinessOption) => `${b.business_name} (${b.slug})`
