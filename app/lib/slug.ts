import { z } from 'zod'

// Paths the app itself serves at the top level; an affiliate slug may never shadow them.
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'api',
  'apply',
  'admin',
  'admin-dashboard',
  'affiliate',
  'affiliate-dashboard',
  'affiliate-onboarding',
  'affiliates',
  'account',
  'assets',
  'auth',
  'booking',
  'build',
  'dashboard',
  'faq',
  'favicon.ico',
  'help',
  'primary',
  'quotes',
  'login',
  'lookup',
  'logout',
  'mdh',
  'register',
  'reset-password',
  'robots.txt',
  'service',
  'services',
  'set-password',
  'settings',
  'signup',
  'sitemap.xml',
  'static',
  'support',
  'sw.js',
  'uploads',
  'www',
])

// Spec §5 approve-slug rules, in the spec's words and order.
export const slugSchema = z
  .string({ required_error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .min(3, 'Slug must be at least 3 characters long')
  .max(50, 'Slug must be less than 50 characters long')
  .regex(/^[a-z0-9-]+$/, 'Slug must contain only lowercase letters, numbers, and hyphens')
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), 'Slug cannot start or end with a hyphen')
  .refine((s) => !s.includes('--'), 'Slug cannot contain consecutive hyphens')
  .refine((s) => !RESERVED_SLUGS.has(s), 'This slug is reserved')

/** Cheap pre-check used on every request before any database lookup. */
export function couldBeSlug(value: string): boolean {
  return slugSchema.safeParse(value).success
}
