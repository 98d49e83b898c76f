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
import { type HeaderUser, SiteHeader } from '~/components/layout/SiteHeader'
import { useNonce } from '~/components/nonce'
import { type Site } from '~/lib/site'
import { homeFor, settingsFor } from '~/server/auth/users.server'
import { getUser } from '~/server/guards.server'
import { getPlatformConfig } from '~/server/platform.server'
import { lookupSite } from '~/server/tenant.server'
import stylesheet from '~/tailwind.css?url'

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }]

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  // The page loader decides 404s; the root only needs the chrome (header/footer) for this site.
  const [site, config, user] = await Promise.all([
    lookupSite(context, params.slug),
    getPlatformConfig(context.db),
    getUser(context, request),
  ])
  const headerUser: HeaderUser | null = user
    ? { name: user.name, home: homeFor(user), settings: settingsFor(user) }
    : null
  return { site, config, user: headerUser }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
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
          user={data?.user ?? null}
        />
        <main className="flex-1">{children}</main>
        <SiteFooter
          site={site}
          platformName={platformName}
          platformPhone={data?.config.phone ?? null}
          platformEmail={data?.config.email ?? null}
        />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
