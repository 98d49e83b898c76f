// Spec §9: two 16:9 backgrounds, each shown 8 s with a 2 s crossfade. Pure CSS: the second image
// fades in at 8 s, out at 16 s, and so on (a 16 s cycle), and never moves for visitors who ask
// for reduced motion. No JavaScript timer, nothing to hydrate.
const FADE_CSS = `@keyframes mdh-hero-fade{0%{opacity:0}12.5%{opacity:1}50%{opacity:1}62.5%{opacity:0}100%{opacity:0}}
@media (prefers-reduced-motion:no-preference){.mdh-hero-alt{animation:mdh-hero-fade 16s linear 8s infinite both}}`

const IMAGE = 'absolute inset-0 h-full w-full object-cover'

export function HeroBackground() {
  return (
    <div aria-hidden className="absolute inset-0 -z-10">
      <style dangerouslySetInnerHTML={{ __html: FADE_CSS }} />
      <img src="/images/landing/hero-1.svg" width={1920} height={1080} alt="" className={IMAGE} />
      <img
        src="/images/landing/hero-2.svg"
        width={1920}
        height={1080}
        alt=""
        decoding="async"
        className={`mdh-hero-alt opacity-0 ${IMAGE}`}
      />
      {/* Keeps white text above AA contrast on every part of both images. */}
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/70 via-slate-950/55 to-slate-950/75" />
    </div>
  )
}
