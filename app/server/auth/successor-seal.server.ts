import { base64UrlDecode, base64UrlEncode, sha256Hex, utf8 } from './encoding.server'

// The successor of a rotated refresh token is kept encrypted under a key derived from the old
// token, which the database never holds: only the holder of the old token can open it.
async function keyFor(oldToken: string, usage: KeyUsage): Promise<CryptoKey> {
  const digest = await sha256Hex(`refresh-successor|${oldToken}`)
  const bytes = new Uint8Array(32)
  for (let i = 0; i < 32; i++) bytes[i] = parseInt(digest.slice(i * 2, i * 2 + 2), 16)
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, [usage])
}

export async function sealSuccessor(oldToken: string, successor: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFor(oldToken, 'encrypt'),
    utf8(successor),
  )
  return `${base64UrlEncode(iv)}.${base64UrlEncode(new Uint8Array(sealed))}`
}

export async function openSuccessor(oldToken: string, sealed: string): Promise<string | null> {
  const [ivText = '', dataText = ''] = sealed.split('.')
  const iv = base64UrlDecode(ivText)
  const data = base64UrlDecode(dataText)
  if (!iv || !data) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv },
      await keyFor(oldToken, 'decrypt'),
      data,
    )
    return new TextDecoder().decode(plain)
  } catch {
    return null
  }
}
