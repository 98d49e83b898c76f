import { type AppLoadContext } from '@remix-run/cloudflare'
import { and, eq } from 'drizzle-orm'
import {
  DISPUTE_MESSAGES as M,
  disputeEvidenceSchema,
  MAX_EVIDENCE_PHOTOS,
} from '~/lib/payments/dispute-schema'
import { fieldErrors } from '~/lib/validation'
import { failed } from '../dashboard/result.server'
import { schema } from '../db.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart, textFields } from '../multipart.server'
import { type Tenant } from '../tenant.server'
import { MAX_IMAGE_BYTES, sniffImage } from '../uploads.server'
import { jobEvidence } from '../jobs/photos.server'
import { paymentProvider } from './provider.server'

const { disputes } = schema
const INTENT = 'dispute-evidence'
const EVIDENCE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp'])

export const DISPUTE_UPLOAD = 'dispute-evidence'

/**
 * The Money tab's evidence form (multipart: a description and up to 3 photos of the job). Only
 * this business's own dispute, only before its deadline and only once. The photos are kept in
 * R2 under keys no public route serves (uploads.$.ts serves known image kinds only), and sent
 * with the text to the provider, which submits them to the bank.
 */
export async function handleDisputeEvidence(
  context: AppLoadContext,
  tenant: Tenant,
  request: Request,
) {
  const refuse = (status: number, message: string, field?: string) =>
    failed(INTENT, status, message, field ? { [field]: message } : {})
  let form: FormData
  try {
    const limit = MAX_EVIDENCE_PHOTOS * MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES
    form = await readMultipart(request, limit, M.photoTooLarge)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    return refuse(thrown.status, thrown.status === 413 ? M.photoTooLarge : M.text)
  }
  const parsed = disputeEvidenceSchema.safeParse(textFields(form, ['dispute_id', 'text']))
  if (!parsed.success) return failed(INTENT, 400, 'Validation failed', fieldErrors(parsed.error))
  const files = form.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0)
  if (files.length > MAX_EVIDENCE_PHOTOS) return refuse(400, M.tooManyPhotos, 'photos')
  const photos = []
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) return refuse(413, M.photoTooLarge, 'photos')
    const bytes = await file.arrayBuffer()
    const image = sniffImage(new Uint8Array(bytes))
    if (!image || !EVIDENCE_TYPES.has(image.type)) return refuse(400, M.notImage, 'photos')
    photos.push({
      name: `evidence-${photos.length + 1}.${image.ext}`,
      type: image.type,
      data: bytes,
    })
  }
  const { db, env } = context
  // Ownership in the query: another business's dispute is not found.
  const [dispute] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.id, parsed.data.dispute_id), eq(disputes.affiliateId, tenant.id)))
    .limit(1)
  if (!dispute) return refuse(404, M.notFound)
  if (dispute.evidenceSubmittedAt || dispute.status !== 'needs_response')
    return refuse(409, M.alreadySent)
  const now = new Date()
  if (dispute.evidenceDueBy <= now.toISOString()) return refuse(400, M.pastDeadline)
  // The job's own before and after photos go first (issue 42): the strongest proof of the work.
  if (dispute.bookingId) photos.unshift(...(await jobEvidence(context, tenant.id, dispute.bookingId)))
  const keys: string[] = []
  for (const p of photos) {
    const key = `dispute/${dispute.id}/${crypto.randomUUID()}.${p.name.split('.').pop() ?? 'jpg'}`
    await env.UPLOADS.put(key, p.data, { httpMetadata: { contentType: p.type } })
    keys.push(key)
  }
  // Written before the provider is asked: its events (the local provider's come at once) then
  // find the evidence in place, and a failure below leaves it to send again.
  await db
    .update(disputes)
    .set({ evidenceText: parsed.data.text, evidenceFiles: keys, updatedAt: now.toISOString() })
    .where(eq(disputes.id, dispute.id))
  try {
    await paymentProvider(context).submitDisputeEvidence(
      dispute.id,
      { text: parsed.data.text, files: photos },
      `dispute:${dispute.id}:evidence:v1`,
    )
  } catch (error) {
    console.error('Dispute evidence could not be sent', { dispute: dispute.id, error })
    return refuse(502, 'We could not reach the payment provider just now. Please try again.')
  }
  await db
    .update(disputes)
    .set({ evidenceSubmittedAt: now.toISOString() })
    .where(eq(disputes.id, dispute.id))
  return { ok: true as const, intent: INTENT, message: M.sent, errors: {} }
}
