import { PhoneIcon } from '~/components/landing/icons'
import { formatPhone, telHref } from '~/lib/format'

/** The phone as a tel: link, or spec §2's 'No phone data' in red when there is none. */
export function PhoneLink({ phone, className = '' }: { phone: string | null; className?: string }) {
  if (!phone) return <span className={`font-medium text-red-700 ${className}`}>No phone data</span>
  return (
    <a
      href={telHref(phone)}
      className={`inline-flex items-center gap-1.5 font-medium ${className}`}
    >
      <PhoneIcon />
      {formatPhone(phone)}
    </a>
  )
}
