import { UserMenu } from '~/components/auth/UserMenu'
import { SiteFooter } from '~/components/layout/SiteFooter'
import { deferred } from './deferred'

// Below the fold on every page: the footer's code loads as hydration reaches it.
export const DeferredFooter = deferred(import.meta.env.SSR ? SiteFooter : null, () =>
  import('~/components/layout/SiteFooter').then((m) => m.SiteFooter),
)

// Only signed-in visitors see it, and public pages are mostly seen signed out.
export const DeferredUserMenu = deferred(import.meta.env.SSR ? UserMenu : null, () =>
  import('~/components/auth/UserMenu').then((m) => m.UserMenu),
)
