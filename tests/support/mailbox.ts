import { readFileSync } from 'node:fs'
import { Log, LogLevel } from './miniflare'

/** One message as wrangler's local send_email simulation received it from the Worker. */
export interface SentMail {
  from: string
  to: string
  subject: string
  /** The header block exactly as the binding was given it, one entry per line (From, To, Subject...). */
  headers: string[]
  text: string
  html: string
  attachments: Array<{ filename: string; content: string }>
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g')
const HEADER = 'send_email binding called with MessageBuilder:'

/**
 * Miniflare's log, read for what the simulated binding reports: it names the sender, recipient
 * and subject and writes the text, HTML and attachments to files whose paths it logs.
 * Everything else is passed on (warnings and errors only, to keep test output quiet).
 */
export class MailboxLog extends Log {
  readonly sent: SentMail[] = []

  constructor() {
    super(LogLevel.INFO)
  }

  override logWithLevel(level: LogLevel, message: string): void {
    const clean = message.replace(ANSI, '')
    if (clean.includes(HEADER)) {
      this.sent.push(parse(clean))
      return
    }
    if (level <= LogLevel.WARN) super.logWithLevel(level, message)
  }
}

function parse(message: string): SentMail {
  const line = (prefix: string) =>
    message
      .split('\n')
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim() ?? ''
  const file = (path: string) => (path ? readFileSync(path, 'utf8') : '')
  const attachments = message
    .split('\n')
    .map((l) => l.match(/^Attachment \([^)]*\): (.+) -> (.+)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ filename: m[1] ?? '', content: file(m[2] ?? '') }))
  const lines = message.split('\n')
  const start = lines.findIndex((l) => l.includes(HEADER)) + 1
  const end = lines.indexOf('', start)
  return {
    headers: lines.slice(start, end === -1 ? undefined : end),
    from: line('From:'),
    to: line('To:'),
    subject: line('Subject:'),
    text: file(line('Text:')),
    html: file(line('HTML:')),
    attachments,
  }
}
