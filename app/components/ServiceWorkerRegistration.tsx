import { useEffect } from 'react'

interface Registrar {
  register(url: string): Promise<unknown>
}

/**
 * Registers /sw.js, logging a warning (never throwing) when it fails: the site works the same
 * without it (spec §8: service worker failures are warnings only).
 */
export async function registerServiceWorker(
  container: Registrar | undefined,
  warn: (message: string, error: unknown) => void = console.warn,
): Promise<boolean> {
  if (!container) return false
  try {
    await container.register('/sw.js')
    return true
  } catch (error) {
    warn('Service worker registration failed', error)
    return false
  }
}

/** Registers the service worker after the page has loaded, in production builds only. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    // Dev builds serve unhashed modules; a caching worker there would only get in the way.
    if (!import.meta.env.PROD) return
    const register = () => void registerServiceWorker(navigator.serviceWorker)
    if (document.readyState === 'complete') {
      register()
      return
    }
    window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}
