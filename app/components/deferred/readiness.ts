import { useEffect } from 'react'

// What the page says about its own hydration, on <html>: data-app-hydrated once React has taken over
// everything outside the deferred parts, data-deferred the number of deferred parts whose code
// has not arrived yet. A click on a part still waiting does nothing (React 18 does not replay
// it), so the end-to-end tests wait for both before they act, as a person's second tap would.
let waiting = 0
const mark = () => {
  document.documentElement.dataset.deferred = String(waiting)
}

/** The part is on the page (its wrapper mounted). */
export function useDeferredPart() {
  useEffect(() => {
    waiting += 1
    mark()
    return () => {
      waiting -= 1
      mark()
    }
  }, [])
}

/** The part's own code is here and hydrated. */
export function useDeferredArrived() {
  useEffect(() => {
    waiting -= 1
    mark()
    return () => {
      waiting += 1
      mark()
    }
  }, [])
}

export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.appHydrated = 'true'
  }, [])
}
