import { describe, expect, it } from 'vitest'
import {
  hashPassword,
  PBKDF2_MAX_ITERATIONS,
  pbkdf2,
  verifyPassword,
} from '~/server/auth/password.server'

const pepper = 'unit-test-pepper-0123456789'

describe('password hashing', () => {
  it('never asks PBKDF2 for more than the 100,000 iterations deployed Workers allow', async () => {
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000)
    const salt = new Uint8Array(16)
    await expect(pbkdf2(new Uint8Array(8), salt, 100_001)).rejects.toThrow(RangeError)
    await expect(pbkdf2(new Uint8Array(8), salt, 100_000)).resolves.toHaveLength(32)
  })

  it('stores a versioned hash with its iteration count at the cap', async () => {
    const stored = await hashPassword('Demo-pass-2026!', pepper)
    const [scheme, version, iterations] = stored.split('$')
    expect([scheme, version, Number(iterations)]).toEqual(['pbkdf2-sha256', 'v1', 100_000])
  })

  it('verifies the right password and refuses a wrong one, another pepper or a tampered hash', async () => {
    const stored = await hashPassword('correct horse battery', pepper)
    expect(await verifyPassword('correct horse battery', stored, pepper)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored, pepper)).toBe(false)
    expect(await verifyPassword('correct horse battery', stored, 'another-pepper-0123456789')).toBe(
      false,
    )
    expect(
      await verifyPassword('correct horse battery', stored.replace('$100000$', '$100001$'), pepper),
    ).toBe(false)
    expect(await verifyPassword('correct horse battery', 'plaintext', pepper)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same', pepper)).not.toBe(await hashPassword('same', pepper))
  })

  it('refuses to hash without a configured pepper', async () => {
    await expect(hashPassword('x', undefined)).rejects.toThrow(/PASSWORD_PEPPER/)
  })
})
