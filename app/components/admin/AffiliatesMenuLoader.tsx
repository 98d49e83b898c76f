import { lazy, Suspense, useEffect, useState } from 'react'

// Its own chunk, fetched only when an admin's page has hydrated: everyone else downloads none of
// the menu's code (root renders this loader only when the root loader says the user is an admin).
const AffiliatesMenu = lazy(() => import('./AffiliatesMenu'))

export function AffiliatesMenuLoader() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <AffiliatesMenu />
    </Suspense>
  )
}
