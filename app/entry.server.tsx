import type { AppLoadContext, EntryContext } from '@remix-run/cloudflare'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { HeroCssProvider } from './components/landing/hero/HeroBackground'
import { InlineCssProvider } from './components/layout/SiteStyles'
import { NonceProvider } from './components/nonce'
// The processed stylesheets as text, for the pages' <style> (server build only).
import heroCss from './components/landing/hero/hero.css?inline'
import siteCss from './tailwind.css?inline'

const ABORT_DELAY = 5_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController()
  const timeoutId = setTimeout(() => controller.abort(), ABORT_DELAY)

  // server.ts sends the matching Content-Security-Policy header.
  const nonce = loadContext.cspNonce ?? ''
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <InlineCssProvider value={siteCss}>
        <HeroCssProvider value={heroCss}>
          <RemixServer
            context={remixContext}
            url={request.url}
            abortDelay={ABORT_DELAY}
            nonce={nonce}
          />
        </HeroCssProvider>
      </InlineCssProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error('Render error', error)
        responseStatusCode = 500
      },
    },
  )
  void body.allReady.then(() => clearTimeout(timeoutId))

  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(body, { headers: responseHeaders, status: responseStatusCode })
}
