// Without JavaScript: hide controls that need it, and show what they would have revealed (the FAQ,
// every footer state's cities, the mobile menu), so the page stays complete and usable.
const CSS = [
  '.js-only{display:none!important}',
  '[data-nojs-only],[data-faq-panel],[data-faq-category],[data-faq-answer]{display:block!important}',
  '@media (max-width:767px){[data-mobile-menu]{display:block!important;position:static!important;box-shadow:none!important}[data-site-header]{position:static!important}}',
].join('')

export function NoScriptStyles() {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${CSS}</style>` }} />
}
