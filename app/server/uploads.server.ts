import { type AppLoadContext } from '@remix-run/cloudflare'
import { schema } from './db.server'

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    ext: 'png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  },
  { type: 'image/gif', ext: 'gif', test: (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8' },
  {
    type: 'image/webp',
    ext: 'webp',
    test: (b) =>
      String.fromCharCode(...b.slice(0, 4)) === 'RIFF' &&
      String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  },
]

/** The image type the bytes really are (by magic bytes), whatever the client claimed. */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  const match = SIGNATURES.find((s) => s.test(bytes))
  return match ? { type: match.type, ext: match.ext } : null
}

export type UploadKind = 'application' | 'avatar' | 'logo' | 'gallery' | 'review'

/** Writes the image to R2 under a new server-made key; the caller records it in D1. */
export async function putImageObject(
  env: Pick<Env, 'UPLOADS'>,
  kind: UploadKind,
  bytes: Uint8Array,
  image: { type: string; ext: string },
): Promise<string> {
  const key = `${kind}/${crypto.randomUUID()}.${image.ext}`
  await env.UPLOADS.put(key, bytes, { httpMetadata: { contentType: image.type } })
  return key
}

/**
 * Stores an already-validated image in R2 under a server-made key and records it. Returns the
 * app URL that serves it (GET /uploads/{key}).
 */
export async function storeImage(
  context: AppLoadContext,
  input: {
    kind: UploadKind
    bytes: Uint8Array
    image: { type: string; ext: string }
    originalName?: string | null
    affiliateId?: number | null
    reviewId?: number | null
  },
): Promise<{ key: string; url: string; id: number }> {
  const key = `${input.kind}/${crypto.randomUUID()}.${input.image.ext}`
  await context.env.UPLOADS.put(key, input.bytes, {
    httpMetadata: { contentType: input.image.type },
  })
  const [row] = await context.db
    .insert(schema.uploads)
    .values({
      r2Key: key,
      kind: input.kind,
      affiliateId: input.affiliateId ?? null,
      reviewId: input.reviewId ?? null,
      originalName: input.originalName?.slice(0, 255) ?? null,
      contentType: input.image.type,
      sizeBytes: input.bytes.byteLength,
    })
    .returning({ id: schema.uploads.id })
  if (!row) throw new Error('Upload row was not written')
  return { key, url: `/uploads/${key}`, id: row.id }
}
