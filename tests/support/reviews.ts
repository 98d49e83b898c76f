import { crc32, deflateSync } from 'node:zlib'
import { type ApiReview } from '~/server/reviews.server'
import { bearer } from './http'
import { type TestWorker } from './worker'

/** A review as GET /api/reviews answers it (spec §3 names). */
export type ReviewJson = ApiReview

export interface ListJson {
  success: boolean
  data: ReviewJson[]
  pagination: { offset: number; limit: number; total: number; hasMore: boolean }
}

export interface ErrorJson {
  success: false
  error: string
  message: string
  errors?: Record<string, string>
}

export interface VoteJson {
  success: boolean
  data: { id: number; helpful_votes: number; total_votes: number; vote_type: string }
}

export interface SeedJson {
  success: boolean
  message: string
  error?: string
  errors?: Record<string, string>
  count: number
  reviewIds: number[]
  errorDetails: { index: number; error: string; errors: Record<string, string> }[]
}

export interface AvatarJson {
  success: boolean
  avatarUrl: string
  reviewId: number
}

export async function reviewIdOf(worker: TestWorker, reviewerName: string): Promise<number> {
  const row = await worker.db
    .prepare('SELECT id FROM reviews WHERE reviewer_name = ?')
    .bind(reviewerName)
    .first<{ id: number }>()
  if (!row) throw new Error(`no review by ${reviewerName}`)
  return row.id
}

export function vote(
  worker: TestWorker,
  id: number | string,
  body: unknown,
  { ip = '198.51.100.50', token }: { ip?: string; token?: string } = {},
) {
  return worker.fetch(`/api/reviews/${id}/vote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': ip,
      ...(token ? bearer(token) : {}),
    },
    body: JSON.stringify(body),
  })
}

/**
 * Posts `form` as multipart/form-data. Miniflare does not recognise Node's FormData as a body, so
 * it is encoded here first (bytes plus the Content-Type that names its boundary).
 */
export async function uploadAvatar(worker: TestWorker, form: FormData, token?: string) {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return worker.fetch('/api/avatar/upload', {
    method: 'POST',
    headers: {
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      ...(token ? bearer(token) : {}),
    },
    body: new Uint8Array(await encoded.arrayBuffer()),
  })
}

export function avatarForm(fields: {
  avatar?: { bytes: Uint8Array; name: string; type: string }
  reviewId?: string
  reviewerName?: string
}): FormData {
  const form = new FormData()
  if (fields.avatar) {
    const { bytes, name, type } = fields.avatar
    form.set('avatar', new Blob([new Uint8Array(bytes)], { type }), name)
  }
  if (fields.reviewId !== undefined) form.set('reviewId', fields.reviewId)
  if (fields.reviewerName !== undefined) form.set('reviewerName', fields.reviewerName)
  return form
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real, decodable 1×1 RGBA PNG. */
export function tinyPng(): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(1, 0) // width
  header.writeUInt32BE(1, 4) // height
  header[8] = 8 // bit depth
  header[9] = 6 // colour type: RGBA
  // One scanline: filter byte 0, then one pixel.
  const pixels = deflateSync(Buffer.from([0, 0x1e, 0x90, 0xff, 0xff]))
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', pixels),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

export async function bucketKeys(worker: TestWorker): Promise<string[]> {
  return (await worker.bucket.list()).objects.map((o) => o.key).sort()
}
