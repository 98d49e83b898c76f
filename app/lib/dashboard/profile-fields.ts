// The profile tab's fields by card (spec §2), with the §4 autosave delays: 800 ms for names and
// emails, 1000 ms for phones, dates and URLs.
export type ProfileFieldName =
  | 'first_name'
  | 'last_name'
  | 'personal_phone'
  | 'personal_email'
  | 'business_name'
  | 'business_email'
  | 'business_start_date'
  | 'business_phone'
  | 'twilio_phone'
  | 'website_url'
  | 'gbp_url'
  | 'facebook_url'
  | 'youtube_url'
  | 'tiktok_url'
  | 'instagram_url'

export type ProfileCard = 'personal' | 'business' | 'social'
type Kind = 'text' | 'email' | 'phone' | 'twilio' | 'date' | 'url'

export interface ProfileField {
  name: ProfileFieldName
  label: string
  card: ProfileCard
  kind: Kind
}

export const PROFILE_FIELDS: readonly ProfileField[] = [
  { name: 'first_name', label: 'First Name', card: 'personal', kind: 'text' },
  { name: 'last_name', label: 'Last Name', card: 'personal', kind: 'text' },
  { name: 'personal_phone', label: 'Personal Phone', card: 'personal', kind: 'phone' },
  { name: 'personal_email', label: 'Personal Email', card: 'personal', kind: 'email' },
  { name: 'business_name', label: 'Business Name', card: 'business', kind: 'text' },
  { name: 'business_email', label: 'Business Email', card: 'business', kind: 'email' },
  { name: 'business_start_date', label: 'Business Start Date', card: 'business', kind: 'date' },
  { name: 'business_phone', label: 'Business Phone', card: 'business', kind: 'phone' },
  { name: 'twilio_phone', label: 'SMS Phone (Twilio)', card: 'business', kind: 'twilio' },
  // The website given in the application (issue 40): kept, shown and editable here.
  { name: 'website_url', label: 'Your Own Website', card: 'social', kind: 'url' },
  { name: 'gbp_url', label: 'Google Business Profile URL', card: 'social', kind: 'url' },
  { name: 'facebook_url', label: 'Facebook URL', card: 'social', kind: 'url' },
  { name: 'youtube_url', label: 'YouTube URL', card: 'social', kind: 'url' },
  { name: 'tiktok_url', label: 'TikTok URL', card: 'social', kind: 'url' },
  { name: 'instagram_url', label: 'Instagram URL', card: 'social', kind: 'url' },
]

export const PROFILE_CARDS: readonly { key: ProfileCard; title: string }[] = [
  { key: 'personal', title: 'Personal Information' },
  { key: 'business', title: 'Business Information' },
  { key: 'social', title: 'Social Media & Website' },
]

export function autosaveDelay(kind: Kind): number {
  return kind === 'text' || kind === 'email' ? 800 : 1000
}

/** (xxx) xxx-xxxx as the digits are typed; a leading US 1 is dropped. */
export function formatPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '')
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1)
  digits = digits.slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** +1 (xxx) xxx-xxxx for the SMS number. */
export function formatTwilioInput(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1/, '')
  return digits ? `+1 ${formatPhoneInput(digits)}` : ''
}
