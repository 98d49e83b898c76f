import { z } from 'zod'

// The dispute evidence form (issue 39): shared by the Money tab's form and the server.

export const MAX_EVIDENCE_PHOTOS = 3
export const EVIDENCE_TEXT_MAX = 5000

export const DISPUTE_MESSAGES = {
  text: 'Please describe the job: what was done, when and where.',
  textTooLong: `Please keep the description under ${EVIDENCE_TEXT_MAX} characters.`,
  notFound: 'This dispute was not found.',
  pastDeadline: 'The deadline for evidence has passed.',
  alreadySent: 'Evidence was already sent for this dispute.',
  tooManyPhotos: `Attach at most ${MAX_EVIDENCE_PHOTOS} photos.`,
  photoTooLarge: 'A photo must be 5 MB or smaller.',
  notImage: 'A photo must be a PNG, JPEG or WebP image.',
  sent: 'Evidence sent. The bank will decide, usually within a few weeks.',
} as const

export const disputeEvidenceSchema = z.object({
  dispute_id: z
    .string()
    .trim()
    .min(1, DISPUTE_MESSAGES.notFound)
    .max(100, DISPUTE_MESSAGES.notFound),
  text: z
    .string()
    .trim()
    .min(1, DISPUTE_MESSAGES.text)
    .max(EVIDENCE_TEXT_MAX, DISPUTE_MESSAGES.textTooLong),
})
