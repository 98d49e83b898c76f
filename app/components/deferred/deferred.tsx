import { type Attributes, type FunctionComponent, lazy, type PropsWithRef, Suspense } from 'react'
import { useDeferredArrived, useDeferredPart } from './readiness'

type Props<P> = PropsWithRef<P> & Attributes

/**
 * A below-the-fold part whose code leaves the page's first load (issue 25). The server renders it
 * into the page as usual, so it shows and works without JavaScript; in the browser its code is
 * fetched when hydration reaches it, and React keeps the server's HTML in the Suspense boundary
 * until then. `server` is the component itself in the server build and null in the browser's, so
 * the static import is dropped from the client bundle.
 */
export function deferred<P extends object>(
  server: FunctionComponent<Props<P>> | null,
  load: () => Promise<FunctionComponent<P>>,
): FunctionComponent<Props<P>> {
  const Part = lazy(() =>
    load().then((component) => ({
      default: function Arrived(props: P) {
        useDeferredArrived()
        const Component = component
        return <Component {...props} />
      },
    })),
  )
  function Deferred(props: Props<P>) {
    useDeferredPart()
    if (server) {
      // Server rendering never suspends here: the page's HTML carries the part.
      const Server = server
      return (
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      )
    }
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    )
  }
  return Deferred
}
