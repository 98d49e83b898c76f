import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '~/server/security.server'

const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('Content-Security-Policy and the maps places service', () => {
  it('allows no Google host without a maps key', () => {
    const policy = contentSecurityPolicy('abc')
    expect(policy).not.toContain('googleapis')
    expect(policy).not.toContain('gstatic')
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-abc'")
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'")
  })

  it('adds the maps script and API hosts when a key is configured, keeping the rest', () => {
    const policy = contentSecurityPolicy('abc', { maps: true })
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' 'nonce-abc' https://maps.googleapis.com https://maps.gstatic.com",
    )
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://maps.googleapis.com https://places.googleapis.com",
    )
    expect(policy.replace(/ https:\/\/(maps|places)\.\w+\.com/g, '')).toBe(
      contentSecurityPolicy('abc'),
    )
  })
})
