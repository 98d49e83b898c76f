import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { slugSchema } from '~/lib/slug'
import { APPROVAL_MESSAGES } from '~/server/admin/approve-application.server'
import { schema } from '~/server/db.server'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed, readQuery } from '~/server/http.server'

const { affiliates } = schema

// GET /api/admin/slug-check?slug=: the approve dialog's live check, with the same §5 rules as
// the approval itself (400 with the rule's message) and whether another business has the slug.
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  const { slug } = readQuery(request, z.object({ slug: slugSchema }))
  const [taken] = await context.db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.slug, slug))
    .limit(1)
  return json({
    success: true,
    slug,
    available: !taken,
    message: taken ? APPROVAL_MESSAGES.slugTaken(slug) : `${slug} is available`,
  })
}

export const action = () => methodNotAllowed(['GET'])
