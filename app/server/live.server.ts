import { and, eq, isNotNull } from 'drizzle-orm'
import { schema } from './db.server'

const { affiliates } = schema

/**
 * A business the public may find (search, footer, sitemap): approved and gone live after its
 * setup checklist (issue 40). Its own site answers before that, with "Opening soon".
 */
export const listedBusiness = and(
  eq(affiliates.status, 'approved'),
  isNotNull(affiliates.liveAt),
)
