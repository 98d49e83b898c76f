import {
  type Attributes,
  type FunctionComponent,
  lazy,
  memo,
  type PropsWithRef,
  Suspense,
  useDeferredValue,
  useMemo,
} from 'react'
import { useDeferredArrived, useDeferredPart } from './readiness'

type Props<P> = PropsWithRef<P> & Attributes

/**
 * A below-the-fold part whose code leaves the page's first load (issue 25). The server renders it
 * into the page as usual, so it shows and works without JavaScript; in the browser its code is
 * fetched when hydration reaches it, and React keeps the server's HTML in the Suspense boundary
 * until then. `server` is the component itself in the server build and null in the browser's, so
 * the static import is dropped from the client bundle.
 *
 * Until its code arrives the boundary is still the server's HTML, and React 18 cannot hydrate it
 * with new props: an urgent update (a click that changes the page's state) reaching it would
 * throw the HTML away and log error #421. So the wrapper is memoised (a parent's re-render with
 * the same props stops here) and passes changed props on as a deferred value: the urgent render
 * keeps the very element the boundary already has, and the change follows in a transition,
 * which React holds until the part has hydrated.
 */
export function deferred<P extends object>(
  server: FunctionComponent<Props<P>> | null,
  load: () => Promise<FunctionComponent<P>>,
) {
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
    const shown = useDeferredValue(props)
    return useMemo(() => {
      // Server rendering never suspends here: the page's HTML carries the part.
      const Component = server ?? Part
      return (
        <Suspense fallback={null}>
          <Component {...shown} />
        </Suspense>
      )
    }, [shown])
  }
  return memo(Deferred)
}
