import { type AppLoadContext } from '@remix-run/cloudflare'
import { brandStyle } from '~/lib/brand/colour'
import { type Chrome } from '~/lib/chrome'
import { formatPhone } from '~/lib/format'
import { type Site } from '~/lib/site'
import { accountFor, settingsFor } from '../auth/users.server'
import { getUser } from '../guards.server'
import { lookupSite } from '../tenant.server'
import { loadChrome, openStateParam } from './chrome.server'
import { platformOrigin } from './origin.server'

/**
 * Everything the document chrome needs, for the root loader. The tenant, the header user and the
 * chrome's D1 batch are read in parallel. `site` is what the page belongs to (null where the page
 * is 'Page Not Found'); `chromeSite` is how the chrome presents itself even then.
 */
export async function loadRootData(context: AppLoadContext, request: Request, slug?: string) {
  const [site, chromeGuess, user] = await Promise.all([
    lookupSite(context, slug),
    loadChrome(context, slug, openStateParam(request)),
    getUser(context, request),
  ])
  const chromeSite: Site =
    site ??
    (context.host.kind === 'custom'
      ? { mode: 'affiliate', tenant: context.host.tenant, basePath: '' }
      : { mode: 'platform' })
  // Only a 'Page Not Found' under an unknown slug guessed wrong: it wears the platform's chrome.
  const chrome: Chrome | null =
    chromeGuess && chromeGuess.kind !== chromeSite.mode
      ? await loadChrome(
          { db: context.db, host: { kind: 'platform' } },
          undefined,
          openStateParam(request),
        )
      : chromeGuess
  return {
    site,
    chromeSite,
    // The detailer's colour as CSS custom properties, computed here so no page ships the maths.
    brandStyle:
      chromeSite.mode === 'affiliate' && chromeSite.tenant.brandColor
        ? brandStyle(chromeSite.tenant.brandColor)
        : null,
    chrome,
    user: user
      ? {
          name: user.name,
          // The quote form starts with the signed-in customer's own details (issue 40).
          email: user.email,
          phone: formatPhone(user.phone) || null,
          home: accountFor(user),
          settings: settingsFor(user),
          // Renders the admin-only affiliates menu; nobody else gets its code.
          isAdmin: user.role === 'admin',
        }
      : null,
    platformOrigin: platformOrigin(context, request),
    // A browser key (restricted by referrer in the Google console); only the places search uses it.
    mapsKey: context.env.GOOGLE_MAPS_API_KEY || null,
  }
}
