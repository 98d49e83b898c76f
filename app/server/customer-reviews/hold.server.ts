// Why a customer's review waits for the admin instead of going live: a link (spam's favourite
// payload) or a word from a short list. Deliberately simple: the admin's moderation list is the
// real judge, this only decides what it sees first (decision 029).

const LINK = /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|biz|info|xyz|ru|top|shop)\b/i

const WORDS = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'bastard',
  'dick',
  'whore',
  'slut',
  'nigger',
  'faggot',
  'retard',
  'viagra',
  'casino',
  'crypto',
  'bitcoin',
]

const WORD = new RegExp(`\\b(?:${WORDS.join('|')})`, 'i')

export type HoldReason = 'Contains a link' | 'Contains a filtered word'

/** Why the texts must be held for moderation, or null to publish at once. */
export function holdReason(...texts: (string | undefined)[]): HoldReason | null {
  const text = texts.filter(Boolean).join('\n')
  if (LINK.test(text)) return 'Contains a link'
  if (WORD.test(text)) return 'Contains a filtered word'
  return null
}
