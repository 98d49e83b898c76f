import { redirect, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { requireRole } from '~/server/guards.server'

// Affiliates land on their own slug's dashboard; anyone else goes home (spec §2 route guard).
export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireRole(context, request, 'affiliate')
  throw redirect(user.affiliateSlug ? `/${user.affiliateSlug}/dashboard` : '/')
}
