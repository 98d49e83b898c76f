import { type ActionFunctionArgs } from '@remix-run/cloudflare'
import { reviewVoteSchema } from '~/lib/review-schemas'
import { json, jsonError, methodNotAllowed, readJson, requireId } from '~/server/http.server'
import { ALREADY_VOTED, castVote, voterKey } from '~/server/review-votes.server'
import { REVIEW_NOT_FOUND } from '~/server/reviews.server'

export const loader = () => methodNotAllowed(['POST'])

// POST /api/reviews/{id}/vote: anyone may vote once per review (spec §4, §6).
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed(['POST'])
  const id = requireId(params.id, REVIEW_NOT_FOUND)
  const { vote_type } = await readJson(request, reviewVoteSchema)
  const voter = await voterKey(context, request, id)
  const result = await castVote(context.db, id, voter, vote_type)
  if (result.kind === 'not-found') return jsonError(404, REVIEW_NOT_FOUND)
  if (result.kind === 'duplicate') return jsonError(409, ALREADY_VOTED)
  return json({
    success: true,
    data: {
      id,
      helpful_votes: result.helpfulVotes,
      total_votes: result.totalVotes,
      vote_type,
    },
  })
}
