import { type LinksFunction, type LoaderFunctionArgs } from '@remix-run/cloudflare'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from '@remix-run/react'
import { type ReactNode } from 'react'
import { GeneralErrorBoundary } from '~/components/errors/GeneralErrorBoundary'
import { SiteFooter } from '~/components/layout/SiteFooter'
import { SiteHeader } from '~/components/layout/SiteHeader'
import { type Site } from '~/lib/site'
import { getPlatformConfig } from '~/server/platform.server'
import { lookupSite } from '~/server/tenant.server'
import stylesheet from '~/tailwind.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader({ context, params }: LoaderFunctionArgs) {
  // The page loader decides 404s; the root only needs the chrome (header/footer) for this site.
  const [site, config] = await Promise.all([
    lookupSite(context, params.slug),
    getPlatformConfig(context.db),
  ])
  return { site, config }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const site: Site = data?.site ?? { mode: 'platform' }
  const platformName = data?.config.headerDisplay ?? 'Mobile Detail Hub'
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body id="top" className="flex min-h-screen flex-col">
        <SiteHeader
          site={site}
          platformName={platformName}
          platformPhone={data?.config.phone ?? null}
        />
        <main className="flex-1">{children}</main>
        <SiteFooter
          site={site}
          platformName={platformName}
          platformPhone={data?.config.phone ?? null}
          platformEmail={data?.config.email ?? null}
        />
        <ScrollRestoration />
        <Scripts />
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
