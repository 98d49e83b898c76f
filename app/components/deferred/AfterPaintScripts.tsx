import { Scripts } from '@remix-run/react'

/**
 * Remix's scripts, with the fetching and running of the app's modules held until the page has
 * painted (decision 033). The server renders them inside <noscript>: with JavaScript on, the
 * browser keeps that as inert text, so no module is fetched or run while the HTML, the inline CSS
 * and the hero image are painted. The bootstrap below parses the text at once and runs the
 * classic context script straight away (the streamed loader data that follows the body calls
 * into it), then appends the modulepreloads and the module script once the page has loaded and
 * its largest paint has settled, or at once when the person touches the page or it is hidden.
 * React never renders <noscript> children on the client, so hydration skips them. Without
 * JavaScript nothing changes.
 *
 * The bootstrap is sent in every page's HTML and is part of the root chunk, so its comments live
 * here, not in the string:
 * - `data-app-scripts` ('held', then 'started') and `data-app-scripts-start` (painted, an input
 *   event's type, hidden, timeout) are for the end-to-end tests, which wait on them and tell the
 *   usual start from the fallbacks.
 * - The page counts as painted once it has loaded, the images in view have decoded (a busy
 *   device can decode the hero well after the load event, and its paint is the largest), and the
 *   largest paint has then held for 100 ms: each new candidate waits again.
 * - The landing hero's images are CSS backgrounds (decision 048), not in document.images: each
 *   layer marked `data-paint-background` in view is decoded through an Image of its URL. The
 *   computed value is serialized `url("…")` with its quotes and backslashes escaped (an SVG data
 *   URL holds both, and parentheses), so it is cut at the last `")` and unescaped.
 * - After the decodes, two frames: the decoded image paints in the next one, and its LCP entry
 *   follows that paint.
 * - A slow decode (2.5 s after load) or a slow image (5 s, no load event yet) must not hold the
 *   page's controls back for long.
 */
const BOOTSTRAP = `(function () {
  var root = document.documentElement
  root.setAttribute('data-app-scripts', 'held')
  var held = document.getElementById('app-scripts')
  var range = document.createRange()
  range.selectNode(document.body)
  var parsed = range.createContextualFragment(held ? held.textContent || '' : '')
  var modules = document.createDocumentFragment()
  ;[].slice.call(parsed.childNodes).forEach(function (node) {
    if (node.nodeName === 'LINK' || (node.nodeName === 'SCRIPT' && node.type === 'module')) {
      modules.appendChild(node)
    }
  })
  document.body.appendChild(parsed)
  var started = false
  function start(why) {
    if (started) return
    started = true
    root.setAttribute('data-app-scripts', 'started')
    root.setAttribute('data-app-scripts-start', typeof why === 'string' ? why : why.type)
    document.body.appendChild(modules)
  }
  var loaded = false
  var painted = !(window.PerformanceObserver &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0)
  var timer = 0
  function settle() {
    if (!loaded || !painted) return
    clearTimeout(timer)
    timer = setTimeout(start, 100, 'painted')
  }
  if (!painted) {
    new PerformanceObserver(function () { painted = true; settle() })
      .observe({ type: 'largest-contentful-paint', buffered: true })
  }
  function inView(el) {
    var r = el.getBoundingClientRect()
    return r.width > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
  }
  function decoded() {
    var images = [].slice.call(document.images).filter(inView)
    ;[].slice.call(document.querySelectorAll('[data-paint-background]')).filter(inView)
      .forEach(function (layer) {
        var css = getComputedStyle(layer).backgroundImage
        if (css.slice(0, 5) !== 'url("') return
        var img = new Image()
        img.src = css.slice(5, css.lastIndexOf('")')).replace(/\\\\(.)/g, '$1')
        images.push(img)
      })
    return Promise.all(images.map(function (img) {
      return img.decode && img.decode().catch(function () {})
    }))
  }
  function onLoad() {
    if (document.visibilityState === 'hidden') return start('hidden')
    setTimeout(start, 2500, 'timeout')
    decoded().then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () { loaded = true; settle() })
      })
    })
  }
  if (document.readyState === 'complete') onLoad()
  else addEventListener('load', onLoad, { once: true })
  ;['pointerdown', 'keydown', 'touchstart', 'focusin'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true })
  })
  setTimeout(start, 5000, 'timeout')
})()`.replace(/\n\s+/g, '\n')

export function AfterPaintScripts({ nonce }: { nonce: string }) {
  return (
    <>
      <noscript id="app-scripts">
        <Scripts nonce={nonce} />
      </noscript>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BOOTSTRAP }} />
    </>
  )
}
