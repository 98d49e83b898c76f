import { deflateSync } from 'node:zlib'

// Real PNG files for upload tests: a solid colour (or a two-colour split) of any size.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let c = 0xffffffff
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

type Rgb = readonly [number, number, number]

/** A width×height PNG: `left` colour on the left half, `right` (default the same) on the right. */
export function png(width: number, height: number, left: Rgb, right: Rgb = left): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3)
  for (let x = 0; x < width; x++) row.set(x < width / 2 ? left : right, 1 + x * 3)
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A real PNG of exactly `bytes` bytes (at least ~1 KB): noise pixels for most of it, as a photo
 * compresses, padded to the size with a text chunk every decoder skips.
 */
export function pngOfSize(bytes: number): Buffer {
  const side = Math.max(8, Math.floor(Math.sqrt((bytes * 0.8) / 3)))
  const raw = Buffer.alloc((1 + side * 3) * side)
  let seed = 1
  for (let i = 0; i < raw.length; i++) {
    if (i % (1 + side * 3) === 0) continue // filter byte: none
    seed = (seed * 1103515245 + 12345) >>> 0
    raw[i] = seed >>> 24
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const head = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
  ])
  const end = chunk('IEND', Buffer.alloc(0))
  // A chunk costs 12 bytes around its data; the keyword and its NUL take 8.
  const padding = bytes - head.length - end.length - 12 - 8
  if (padding < 0) throw new Error(`pngOfSize: ${bytes} bytes is too small`)
  const text = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding, 0x20)])
  return Buffer.concat([head, chunk('tEXt', text), end])
}
