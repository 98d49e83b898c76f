import { describe, expect, it } from 'vitest'
import { ACCOUNT_DELAY_MAX_MS, accountDelayMs } from '~/server/auth/rate-limit.server'

describe('the wait before checking a password grows with the account’s recent failures', () => {
  it('does not slow an account with 3 or fewer recent failures', () => {
    expect([0, 1, 2, 3].map(accountDelayMs)).toEqual([0, 0, 0, 0])
  })

  it('starts at 125 ms and doubles with each further failure', () => {
    expect([4, 5, 6, 7].map(accountDelayMs)).toEqual([125, 250, 500, 1000])
  })

  it('never waits more than 2 s, however many failures', () => {
    expect(accountDelayMs(8)).toBe(ACCOUNT_DELAY_MAX_MS)
    expect(accountDelayMs(10_000)).toBe(2000)
  })
})
