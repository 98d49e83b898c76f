import { z } from 'zod'
import { plainLine } from './validation'

// `?q=&limit=&offset=` of the lists that page (the admin's lists, /api/affiliates): one set of
// rules and messages. A blank value means not given.

export const PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 100

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`
const OFFSET_MESSAGE = 'Offset must be a whole number of 0 or more'

/** Case-insensitive text to look for; undefined when not given. */
export const searchParam = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .superRefine(plainLine('Search'))
    .optional(),
)

/** A whole number from min to max, or undefined when not given; anything else is `message`. */
const wholeNumberParam = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ message }).int(message).min(min, message).max(max, message).optional(),
  )

/** Rows per page, 1 to MAX_PAGE_SIZE. */
export const limitParam = wholeNumberParam(1, MAX_PAGE_SIZE, LIMIT_MESSAGE)

/** Rows to skip. */
export const offsetParam = wholeNumberParam(0, 1_000_000_000, OFFSET_MESSAGE)

/** The three with the defaults a list that always pages uses. */
export const pageQuery = {
  q: searchParam,
  limit: limitParam.transform((limit) => limit ?? PAGE_SIZE),
  offset: offsetParam.transform((offset) => offset ?? 0),
}

/**
 * GET /api/affiliates: every approved business by default (spec §7); a caller that pages sends
 * any of q (name or slug contains it), limit and offset.
 */
export const affiliatesListQuerySchema = z.object({
  q: searchParam,
  limit: limitParam,
  offset: offsetParam,
})
