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

/** Rows per page, 1 to MAX_PAGE_SIZE; undefined when not given. */
export const limitParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .optional(),
)

/** Rows to skip; undefined when not given. */
export const offsetParam = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: OFFSET_MESSAGE })
    .int(OFFSET_MESSAGE)
    .min(0, OFFSET_MESSAGE)
    .max(1_000_000_000, OFFSET_MESSAGE)
    .optional(),
)

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
