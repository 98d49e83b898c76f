import {
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode } from 'react'
import { GeneralErrorBoundary, errorTitle } from '~/components/errors/GeneralErrorBoundary'
import { LocationProvider } from '~/components/landing/location/LocationContext'
import { NoScriptStyles } from '~/components/layout/NoScriptStyles'
import { AfterPaintScripts } from '~/components/deferred/AfterPaintScripts'
import { DeferredFooter } from '~/components/deferred/chrome'
import { useHydratedMark } from '~/components/deferred/readiness'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { SiteStyles } from '~/components/layout/SiteStyles'
import { useNonce } from '~/components/nonce'
import { type Site } from '~/lib/site'
import { loadRootData } from '~/server/landing/root-data.server'
import { ServiceWorkerRegistration } from '~/components/ServiceWorkerRegistration'

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.ico', sizes: 'any' }]

// A page whose loader threw shows the root's error screen, and no route below the root names the
// tab then: without this, the 404 page had no <title> at all (axe's document-title, serious).
export const meta: MetaFunction = ({ error }) =>
  error ? [{ title: `${errorTitle(error)} | Mobile Detail Hub` }] : []

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  // The page loader decides 404s; the root only needs the chrome (header/footer) for this site.
  return loadRootData(context, request, params.slug)
}

const PLATFORM: Site = { mode: 'platform' }
const NO_AREAS: never[] = []

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const site = data?.chromeSite ?? PLATFORM
  const chrome = data?.chrome ?? null
  const user = data?.user ?? null
  useHydratedMark()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <SiteStyles />
        <Links />
        <NoScriptStyles />
      </head>
      <body id="top" className="flex min-h-screen flex-col" style={data?.brandStyle ?? undefined}>
        <LocationProvider
          site={site}
          platformOrigin={data?.platformOrigin ?? ''}
          mapsKey={data?.mapsKey ?? null}
          areas={chrome?.kind === 'affiliate' ? chrome.areas : NO_AREAS}
        >
          <SiteHeader site={site} chrome={chrome} user={user} />
          <main className="flex-1">{children}</main>
          <DeferredFooter site={site} chrome={chrome} user={user} />
        </LocationProvider>
        {/* Spec §2: scroll positions are remembered per path, else a page starts at the top. */}
        <ServiceWorkerRegistration />
        <ScrollRestoration nonce={nonce} getKey={(location) => location.pathname} />
        {/* The dev server's HMR runtime expects Remix's scripts as they are. */}
        {import.meta.env.PROD ? <AfterPaintScripts nonce={nonce} /> : <Scripts nonce={nonce} />}
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
