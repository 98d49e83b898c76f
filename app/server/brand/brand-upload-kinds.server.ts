// Kept apart from the upload handler so the body cap (server.ts) can ask without importing it.
export type BrandUpload = 'logo' | 'photo'

export function isBrandUpload(value: string | null): value is BrandUpload {
  return value === 'logo' || value === 'photo'
}
