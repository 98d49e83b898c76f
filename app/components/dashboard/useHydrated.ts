import { useEffect, useState } from 'react'

/** False on the server and in the first client render: the no-JavaScript markup comes first. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
