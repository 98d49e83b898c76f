// Real JPEG files for upload tests: an 8×8 baseline image (made with a real encoder) carrying
// comment segments that bring it to an exact size, as a camera's metadata does.

const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCGAUoSf//Z',
  'base64',
)

/** A COM segment: marker, 2-byte length (which counts itself), then up to 65,533 bytes. */
function comment(size: number): Buffer {
  const segment = Buffer.alloc(4 + size, 0x20)
  segment.set([0xff, 0xfe], 0)
  segment.writeUInt16BE(size + 2, 2)
  return segment
}

/** A real JPEG of exactly `bytes` bytes: 270, or 274 and more. */
export function jpegOfSize(bytes: number): Buffer {
  const segments: Buffer[] = []
  let missing = bytes - TINY_JPEG.length
  if (missing < 0 || (missing > 0 && missing < 4))
    throw new Error(`jpegOfSize: ${bytes} bytes is too small`)
  while (missing > 0) {
    // Each segment is at least 4 bytes; never leave 1–3 bytes that no segment can fill.
    let size = Math.min(65_533, missing - 4)
    if (missing - (size + 4) > 0 && missing - (size + 4) < 4) size -= 4
    segments.push(comment(size))
    missing -= size + 4
  }
  // Right after the start-of-image marker, where an encoder puts its metadata.
  return Buffer.concat([TINY_JPEG.subarray(0, 2), ...segments, TINY_JPEG.subarray(2)])
}
