import { Link } from '@remix-run/react'
import { FAQ_NAVIGATION_EVENT } from '~/lib/faq/navigation'

/** Home, Services and FAQ of spec §2: sections of this site's landing page. */
export function NavLinks({
  home,
  className,
  onNavigate,
}: {
  home: string
  className: string
  onNavigate?: () => void
}) {
  return (
    <>
      <Link to={`${home}#top`} className={className} onClick={onNavigate}>
        Home
      </Link>
      <Link to={`${home}#services`} className={className} onClick={onNavigate}>
        Services
      </Link>
      <Link
        to={`${home}#faq`}
        className={className}
        onClick={() => {
          // Opens the FAQ section even when the URL already ends in #faq.
          window.dispatchEvent(new Event(FAQ_NAVIGATION_EVENT))
          onNavigate?.()
        }}
      >
        FAQ
      </Link>
    </>
  )
}
