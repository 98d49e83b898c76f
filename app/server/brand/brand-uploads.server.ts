import { type AppLoadContext } from '@remix-run/cloudflare'
import { GALLERY_FULL as FULL, MAX_GALLERY, MAX_LOGO_BYTES } from '~/lib/brand/schema'
import { failed } from '../dashboard/result.server'
import { MULTIPART_OVERHEAD_BYTES, readMultipart } from '../multipart.server'
import { type Tenant } from '../tenant.server'
import { MAX_IMAGE_BYTES, sniffImage, storeImage } from '../uploads.server'
import { brandSaved } from './brand-result.server'
import { type BrandUpload } from './brand-upload-kinds.server'
import { appendEntry } from './brand-lists.server'
import { forgetUpload, loadBrand, setLogo } from './brand.server'

export { isBrandUpload } from './brand-upload-kinds.server'

// GIF is left out on purpose: no animation in a header or an email.
const BRAND_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp'])

const KINDS = {
  logo: {
    intent: 'website-logo',
    field: 'logo',
    maxBytes: MAX_LOGO_BYTES,
    tooLarge: 'The logo must be 2 MB or smaller.',
    notImage: 'The logo must be a PNG, JPEG or WebP image.',
  },
  photo: {
    intent: 'website-photo',
    field: 'photo',
    maxBytes: MAX_IMAGE_BYTES,
    tooLarge: 'A photo must be 5 MB or smaller.',
    notImage: 'A photo must be a PNG, JPEG or WebP image.',
  },
} as const

async function readForm(request: Request, kind: (typeof KINDS)[BrandUpload]) {
  try {
    return await readMultipart(request, kind.maxBytes + MULTIPART_OVERHEAD_BYTES, kind.tooLarge)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    const message =
      thrown.status === 413 ? kind.tooLarge : 'Please choose a file and send the form.'
    return failed(kind.intent, thrown.status, message, { [kind.field]: message })
  }
}

/**
 * The Website tab's two uploads (multipart, bigger than the dashboard's other forms): the file is
 * checked by size and by its magic bytes, never by its name or claimed type, before it is stored.
 */
export async function handleBrandUpload(
  context: AppLoadContext,
  tenant: Tenant,
  request: Request,
  which: BrandUpload,
) {
  const kind = KINDS[which]
  const refuse = (status: number, message: string) =>
    failed(kind.intent, status, message, { [kind.field]: message })
  const form = await readForm(request, kind)
  if (!(form instanceof FormData)) return form
  const file = form.get(kind.field)
  if (!(file instanceof File) || file.size === 0) return refuse(400, 'Please choose a file.')
  if (file.size > kind.maxBytes) return refuse(413, kind.tooLarge)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const image = sniffImage(bytes)
  if (!image || !BRAND_TYPES.has(image.type)) return refuse(400, kind.notImage)
  const { db } = context
  if (which === 'photo') {
    // Checked before the file is stored, and again by the append itself.
    if ((await loadBrand(db, tenant.id)).gallery.length >= MAX_GALLERY) return refuse(400, FULL)
    const stored = await storeImage(context, {
      kind: 'gallery',
      bytes,
      image,
      originalName: file.name,
      affiliateId: tenant.id,
    })
    const photo = { url: stored.url, alt: `Work by ${tenant.businessName}`, role: 'photo' as const }
    if (!(await appendEntry(db, tenant.id, 'gallery', photo))) {
      await forgetUpload(db, context.env.UPLOADS, tenant.id, stored.url, 'gallery')
      return refuse(400, FULL)
    }
    return brandSaved(db, tenant, kind.intent, 'Photo added to the gallery')
  }
  const stored = await storeImage(context, {
    kind: 'logo',
    bytes,
    image,
    originalName: file.name,
    affiliateId: tenant.id,
  })
  await setLogo(db, tenant.id, stored.url)
  if (tenant.logoUrl) await forgetUpload(db, context.env.UPLOADS, tenant.id, tenant.logoUrl, 'logo')
  return brandSaved(db, tenant, kind.intent, 'Logo saved')
}
