import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireRole } from '~/server/guards.server'
import { findAffiliateSlugById } from '~/server/affiliates.server'

// Affiliates land on their own slug's dashboard.
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireRole(context, request, 'affiliate')
  const slug = user.affiliateId ? await findAffiliateSlugById(context.db, user.affiliateId) : null
  if (!slug) throw redirect('/')
  throw redirect(`/${slug}/dashboard`)
}
