import { type Browser, expect } from '@playwright/test'
import { clientAddress } from './client-address'

export const CUSTOMER_PASSWORD = 'Demo-pass-2026!'

/**
 * A fresh customer account, signed up (with `phone` when given) and signed in in a browser
 * context of its own.
 */
export async function freshCustomer(browser: Browser, javaScriptEnabled = true, phone?: string) {
  const email = `home-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'CF-Connecting-IP': clientAddress() },
  })
  const page = await context.newPage()
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: CUSTOMER_PASSWORD, name: 'Casey Home', phone },
  })
  expect(registered.status()).toBe(201)
  const login = await page.request.post('/api/auth/login', {
    data: { email, password: CUSTOMER_PASSWORD },
  })
  expect(login.status()).toBe(200)
  return { email, page, context }
}
