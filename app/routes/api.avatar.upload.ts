import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { requireRole } from '~/server/guards.server'
import { json, methodNotAllowed } from '~/server/http.server'
import { uploadReviewAvatar } from '~/server/review-avatars.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/avatar/upload (multipart: avatar, reviewerName, reviewId), admin only.
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  // Authorization first, so nobody else can make the worker read a large body.
  await requireRole(context, request, 'admin')
  const { avatarUrl, reviewId } = await uploadReviewAvatar(context, request)
  return json({ success: true, avatarUrl, reviewId }, 201)
}
