import { createContext, useContext, useState } from 'react'
import heroStylesheet from './hero.css?url'

// hero.css as text, given by entry.server (server render only, like the site's CSS): the server
// writes it into the hero, so its images (data URLs) paint with the heading, with no request
// before the page's largest paint (issue 43). The client renders an empty one, and React keeps
// the server's text when it hydrates.
const HeroCssContext = createContext('')
export const HeroCssProvider = HeroCssContext.Provider

const LAYER = 'absolute inset-0'

/**
 * Spec §9: two 16:9 backgrounds, each shown 8 s with a 2 s crossfade. Pure CSS (hero.css): no
 * JavaScript timer, nothing to hydrate. Reached by a client navigation instead, the hero links
 * the same stylesheet: <html> is marked hydrated only after the first render, so hydration
 * renders what the server did.
 */
export function HeroBackground() {
  const css = useContext(HeroCssContext)
  const [linked] = useState(
    () =>
      typeof document !== 'undefined' && document.documentElement.dataset.appHydrated === 'true',
  )
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <style dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />
      {linked ? <link rel="stylesheet" href={heroStylesheet} /> : null}
      {/* The layer painted first: the scripts' bootstrap waits for its image to decode. */}
      <div data-paint-background className={`mdh-hero-1 ${LAYER}`} />
      <div className={`mdh-hero-2 mdh-hero-alt opacity-0 ${LAYER}`} />
      {/* Keeps white text above AA contrast on every part of both images. */}
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/75" />
    </div>
  )
}
