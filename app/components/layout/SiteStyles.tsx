import { useLocation, useMatches } from '@remix-run/react'
import { createContext, useContext, useEffect, useState } from 'react'
import stylesheet from '~/tailwind.css?url'

// The built stylesheet's text, given by entry.server (server render only, like the nonce): the
// client renders an empty one, and React keeps the server's content when it hydrates.
const InlineCssContext = createContext('')
export const InlineCssProvider = InlineCssContext.Provider

// Signed-in pages keep the stylesheet link: they are not first visits, and their HTML is the
// larger (the 200 KB budget of issue 25).
const LINKED = new Set([
  'routes/admin-dashboard',
  'routes/$slug.dashboard',
  'routes/affiliate-dashboard',
])

/**
 * The site's CSS (decision 025). Public pages carry it in a <style> (about 8 KB gzipped), so the
 * first paint waits for no other request; signed-in pages link it as before. From the first
 * client navigation on, the link is added everywhere, so the CSS survives whatever page the
 * visit began on. Not at hydration: the page that loads it recomputes every style and lays the
 * whole page out again when it arrives, a long task on a page that has not moved (issue 43).
 */
export function SiteStyles() {
  const css = useContext(InlineCssContext)
  const linked = useMatches().some((match) => LINKED.has(match.id))
  const { key } = useLocation()
  const [landing] = useState(key)
  const [moved, setMoved] = useState(false)
  useEffect(() => {
    if (key !== landing) setMoved(true)
  }, [key, landing])
  return (
    <>
      <style
        data-site-css=""
        // Server: the CSS on public pages; client: '' (the server's text is kept).
        dangerouslySetInnerHTML={{ __html: linked ? '' : css }}
        suppressHydrationWarning
      />
      {linked || moved || key !== landing ? <link rel="stylesheet" href={stylesheet} /> : null}
    </>
  )
}
