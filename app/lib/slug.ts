import { z } from 'zod'

// First path segments the platform routes or serves (app/routes/*, public/, the build's assets)
// and words kept for the platform's own use: an affiliate's /{slug} may never shadow one.
// tests/unit/reserved-slugs.test.ts reads app/routes and public/ and fails when one is missing.
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'account',
  'admin',
  'admin-dashboard',
  'affiliate',
  'affiliate-dashboard',
  'affiliate-onboarding',
  'affiliates',
  'api',
  'apply',
  'assets',
  'auth',
  'booking',
  'build',
  // The runtime's own path (wrangler's local Cron Trigger URL; Cloudflare's /cdn-cgi/ features).
  'cdn-cgi',
  'dashboard',
  'detailers',
  'faq',
  'favicon',
  'favicon.ico',
  'forgot-password',
  'help',
  'images',
  'invoices',
  'signoff',
  'login',
  'logout',
  'lookup',
  'mdh',
  'payments',
  'primary',
  'quotes',
  'register',
  'reset-password',
  'review',
  'robots',
  'robots.txt',
  'service',
  'services',
  'set-password',
  'settings',
  'signup',
  'sitemap',
  'sitemap.xml',
  'sitemaps',
  'static',
  'support',
  'sw',
  'sw.js',
  'uploads',
  'www',
])

// Spec §5 approve-slug rules, in the spec's words and order.
const slugFormat = z
  .string({ required_error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .min(3, 'Slug must be at least 3 characters long')
  .max(50, 'Slug must be less than 50 characters long')
  .regex(/^[a-z0-9-]+$/, 'Slug must contain only lowercase letters, numbers, and hyphens')
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), 'Slug cannot start or end with a hyphen')
  .refine((s) => !s.includes('--'), 'Slug cannot contain consecutive hyphens')

/** A slug a business may be given now. */
export const slugSchema = slugFormat.refine((s) => !RESERVED_SLUGS.has(s), 'This slug is reserved')

/**
 * Cheap pre-check used on every request before any database lookup. The format only: a business
 * approved before a word was reserved keeps its site wherever no route takes the path first.
 */
export function couldBeSlug(value: string): boolean {
  return slugFormat.safeParse(value).success
}
