import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './paths'

// Mail sent by the end-to-end server: wrangler's local send_email simulation writes each
// message's text part to <TMPDIR>/miniflare-*/files/email-text/*.txt, and scripts/e2e-server.mjs
// points TMPDIR here.
const MAIL_DIR = join(repoRoot, 'tests', '.tmp', 'e2e-mail')

function textParts(): string[] {
  if (!existsSync(MAIL_DIR)) return []
  return readdirSync(MAIL_DIR)
    .filter((d) => d.startsWith('miniflare-'))
    .map((d) => join(MAIL_DIR, d, 'files', 'email-text'))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')))
}

/** The text part of the first message that contains every string in `parts` (waits for it). */
export async function findMail(...parts: string[]): Promise<string> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const found = textParts().find((text) => parts.every((p) => text.includes(p)))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`no mail containing ${parts.join(' + ')}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** How many messages sent so far contain every string in `parts`. */
export function countMail(...parts: string[]): number {
  return textParts().filter((text) => parts.every((p) => text.includes(p))).length
}

/** The URL after `label: ` on its own line (how the text part lists its buttons). */
export function linkAfter(text: string, label: string): string {
  const line = text.split('\n').find((l) => l.startsWith(`${label}: `))
  if (!line) throw new Error(`no ${label} link`)
  return line.slice(label.length + 2).trim()
}
