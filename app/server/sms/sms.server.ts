// Text messages through one provider interface (issue 26): Twilio's REST API when the
// TWILIO_* secrets are set and the detailer has a Twilio number; otherwise nothing is texted
// and the caller falls back to the outbox (an email, visible in the local sink in development).

export interface SmsProvider {
  readonly name: 'twilio'
  send(to: string, body: string): Promise<boolean>
}

/** +1 and ten digits, from the 10 digits (or 11 with a leading 1) we store. */
export function e164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return null
}

export function smsProvider(env: Env, fromPhone: string | null): SmsProvider | null {
  const sid = env.TWILIO_ACCOUNT_SID
  const token = env.TWILIO_AUTH_TOKEN
  const from = fromPhone ? e164(fromPhone) : null
  if (!sid || !token || !from) return null
  return {
    name: 'twilio',
    async send(to, body) {
      const number = e164(to)
      if (!number) return false
      try {
        const response = await fetch(
          `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`,
          {
            method: 'POST',
            headers: {
              Authorization: `Basic ${btoa(`${sid}:${token}`)}`,
              'Content-Type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({ From: from, To: number, Body: body }).toString(),
          },
        )
        if (!response.ok) console.error('Twilio refused a text', { status: response.status })
        return response.ok
      } catch (error) {
        console.error('Twilio unreachable', { error: String(error) })
        return false
      }
    },
  }
}
