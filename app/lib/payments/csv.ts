// CSV for the ledger export (RFC 4180): fields with a comma, quote or line break are quoted and
// their quotes doubled; rows end with CRLF. Text a spreadsheet would run as a formula
// (=, +, -, @ or a tab first) is written with a leading apostrophe: a customer's or business's
// name must never become a formula on the detailer's computer.

const FORMULA_START = /^[=+\-@\t\r]/

export function csvText(value: string | null | undefined): string {
  const text = value ?? ''
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Integer cents as dollars with two decimals: -1005 → "-10.05". */
export function csvDollars(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

export function csvRow(cells: string[]): string {
  return `${cells.join(',')}\r\n`
}
