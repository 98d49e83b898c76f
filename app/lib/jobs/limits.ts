import { z } from 'zod'

// The job on a phone (issue 42): the limits and words the form, the script and the server share.

/** A phone's full-size JPEG is 3–8 MB; 10 MB leaves room without letting a video in. */
export const MAX_JOB_PHOTO_BYTES = 10 * 1024 * 1024
/** Photos per side (before, after) of one job. */
export const MAX_JOB_PHOTOS = 12
/** A post without script may carry several photos; the Worker reads it whole, so it is capped. */
export const MAX_JOB_POST_BYTES = 40 * 1024 * 1024

export const JOB_MESSAGES = {
  tooLarge: 'Photo must be less than 10MB',
  tooMany: (phase: 'before' | 'after') => `Maximum ${MAX_JOB_PHOTOS} ${phase} photos allowed`,
  postTooLarge: 'Please send at most 40MB of photos at a time',
  notImage: 'Photos must be JPEG, PNG or WebP images',
  noFile: 'Please choose at least one photo',
  notFound: 'Job not found',
  notConfirmed: 'Only a confirmed job can be started or completed',
  noteTooLong: 'Note must be less than 1000 characters long',
  messageRequired: 'Please write a message',
  messageTooLong: 'Message must be less than 1000 characters long',
  noConsent: 'The customer did not agree to their photos in the gallery',
  noPair: 'Add a before and an after photo first',
  photoNotFound: 'Photo not found',
  photoInDispute: 'This photo is evidence in an open dispute and is kept until the dispute closes',
} as const

export const JOB_PHOTO_PHASES = ['before', 'after'] as const
export type JobPhotoPhase = (typeof JOB_PHOTO_PHASES)[number]

const text = (max: number, tooLong: string, required?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !required || v.length > 0, required ?? '')

/** The job screen's forms other than the photo upload, by intent. */
export const jobActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  z.object({ intent: z.literal('on-my-way') }),
  z.object({ intent: z.literal('note'), note: text(999, JOB_MESSAGES.noteTooLong) }),
  z.object({ intent: z.literal('complete') }),
  z.object({
    intent: z.literal('reply'),
    body: text(999, JOB_MESSAGES.messageTooLong, JOB_MESSAGES.messageRequired),
  }),
  z.object({ intent: z.literal('remove-photo'), photo: z.coerce.number().int().positive() }),
  z.object({
    intent: z.literal('gallery-pair'),
    before: z.coerce.number().int().positive(),
    after: z.coerce.number().int().positive(),
  }),
])
export type JobAction = z.infer<typeof jobActionSchema>

/** The customer's answer on the sign-off page. */
export const signoffSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('looks-great') }),
  z.object({
    intent: z.literal('not-right'),
    body: text(999, JOB_MESSAGES.messageTooLong, JOB_MESSAGES.messageRequired),
  }),
  z.object({
    intent: z.literal('message'),
    body: text(999, JOB_MESSAGES.messageTooLong, JOB_MESSAGES.messageRequired),
  }),
])
export type SignoffAnswer = z.infer<typeof signoffSchema>

/** The booking form's consent, stated plainly (off by default). */
export const galleryConsentText = (business: string) =>
  `${business} may show before and after photos of my vehicle in their online gallery. My name and address are never shown.`
