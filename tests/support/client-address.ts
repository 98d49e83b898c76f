/**
 * A client address of its own (TEST-NET-2) for a browser that stands for one customer. Every
 * Playwright page otherwise comes from 127.0.0.1, and per-client limits (5 booking requests an
 * hour) would then count all the suite's customers, and its retries, as one.
 */
export function clientAddress(): string {
  const octet = () => 1 + Math.floor(Math.random() * 254)
  return `198.51.${octet()}.${octet()}`
}

/**
 * A phone number of its own for one customer: open booking requests are capped at 3 per phone
 * (and per email), and the suite's runs and retries would otherwise all be one requester.
 */
export function customerPhone(area = '602'): string {
  return `(${area}) 555-${String(1000 + Math.floor(Math.random() * 9000))}`
}
