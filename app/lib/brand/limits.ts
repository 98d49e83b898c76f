// Limits the Website tab's forms show and the server enforces (schema.ts).
export const MAX_ABOUT = 2000
export const MAX_FAQS = 12
export const MAX_GALLERY = 12
export const MAX_LOGO_BYTES = 2 * 1024 * 1024
