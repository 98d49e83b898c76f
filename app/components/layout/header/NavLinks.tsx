import { Link } from '@remix-run/react'
import { FAQ_NAVIGATION_EVENT } from '~/lib/faq/navigation'

/**
 * Home, Services and FAQ of spec §2: sections of this site's landing page. An "Opening soon"
 * home has no such sections (issue 40), so there only Home is offered.
 */
export function NavLinks({
  home,
  sections,
  className,
  onNavigate,
}: {
  home: string
  sections: boolean
  className: string
  onNavigate?: () => void
}) {
  const homeLink = (
    <Link to={`${home}#top`} className={className} onClick={onNavigate}>
      Home
    </Link>
  )
  if (!sections) return homeLink
  return (
    <>
      {homeLink}
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
