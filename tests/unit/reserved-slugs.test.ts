import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { couldBeSlug, RESERVED_SLUGS, slugSchema } from '~/lib/slug'

const root = join(__dirname, '..', '..')

/**
 * The first URL segment of a flat-routes file name: 'booking_.confirmation.tsx' → 'booking',
 * 'robots[.]txt.ts' → 'robots.txt'; null for the index and for dynamic segments ($slug, $).
 */
function firstSegment(file: string): string | null {
  const name = file.replace(/\.(tsx?|jsx?)$/, '')
  // '[.]' is a literal dot inside a segment; a bare dot separates segments.
  const segment = (/^(?:[^.[]|\[\.\])*/.exec(name)?.[0] ?? '')
    .replace(/\[\.\]/g, '.')
    .replace(/_$/, '')
  if (segment === '' || segment.startsWith('$') || segment.startsWith('_')) return null
  return segment
}

/** Every first segment the platform routes (app/routes) or serves as a file (public/). */
function servedSegments(): string[] {
  const routes = readdirSync(join(root, 'app', 'routes')).map(firstSegment)
  // _headers and the like configure the host; they are never served.
  const files = readdirSync(join(root, 'public')).filter((f) => !f.startsWith('_'))
  return [...new Set([...routes, ...files].filter((s): s is string => s !== null))].sort()
}

describe('reserved slugs', () => {
  it('finds the routes it guards (the reading of app/routes works)', () => {
    const segments = servedSegments()
    for (const known of ['api', 'forgot-password', 'sitemaps', 'robots.txt', 'images', 'booking'])
      expect(segments).toContain(known)
  })

  it('reserves every first path segment the platform routes or serves, and its name before a dot', () => {
    const missing = servedSegments()
      .flatMap((s) => [s, s.split('.')[0] ?? s])
      .filter((s) => !RESERVED_SLUGS.has(s))
    expect(missing).toEqual([])
  })

  it.each(['forgot-password', 'sitemaps', 'images', 'robots', 'favicon', 'assets', 'sitemap'])(
    "refuses %j with 'This slug is reserved'",
    (slug) => {
      const result = slugSchema.safeParse(slug)
      expect(result.success).toBe(false)
      if (!result.success) expect(result.error.issues[0]?.message).toBe('This slug is reserved')
    },
  )

  it('still looks up a business approved before its slug was reserved', () => {
    expect(couldBeSlug('images')).toBe(true)
    expect(couldBeSlug('favicon.ico')).toBe(false)
  })
})
