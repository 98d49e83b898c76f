import { LOGO_SIZE_NAMES, LOGO_SIZES, type LogoSize } from '~/lib/brand/logo-size'

/** Where a logo's copy at `size` is kept in R2, beside the original. */
export const sizedKey = (key: string, size: LogoSize) => `sized/${size}/${key}.png`

/** The original's key and every sized copy's, so removing a logo removes them all. */
export function logoKeys(key: string): string[] {
  if (!key.startsWith('logo/')) return [key]
  return [key, ...LOGO_SIZE_NAMES.map((size) => sizedKey(key, size))]
}

/** The largest width × height inside the size's box, never enlarging. */
export function fitInside(width: number, height: number, size: LogoSize) {
  const box = LOGO_SIZES[size]
  const scale = Math.min(1, box.width / width, box.height / height)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

/**
 * The logo at `size`, made once with the Images binding and kept in R2. Null when it cannot be
 * made (no binding, or the image service refused): the caller serves the original, which the
 * page and the email still draw at the right size.
 */
export async function sizedLogo(
  env: Pick<Env, 'UPLOADS' | 'IMAGES'>,
  key: string,
  size: LogoSize,
): Promise<R2ObjectBody | null> {
  const target = sizedKey(key, size)
  const kept = await env.UPLOADS.get(target)
  if (kept) return kept
  if (!env.IMAGES) return null
  const original = await env.UPLOADS.get(key)
  if (!original) return null
  try {
    const bytes = await original.arrayBuffer()
    const info = await env.IMAGES.info(new Blob([bytes]).stream())
    if (!('width' in info)) return null
    const box = fitInside(info.width, info.height, size)
    const result = await env.IMAGES.input(new Blob([bytes]).stream())
      .transform({ ...box, fit: 'scale-down' })
      // PNG: transparency survives and every email client shows it.
      .output({ format: 'image/png' })
    const png = await new Response(result.image()).arrayBuffer()
    await env.UPLOADS.put(target, png, { httpMetadata: { contentType: 'image/png' } })
    return await env.UPLOADS.get(target)
  } catch (error) {
    console.error('Logo could not be resized', { key, size, error })
    return null
  }
}
