import { type MetaFunction } from '@remix-run/cloudflare'
import { NotFound } from '~/components/errors/NotFound'

export const meta: MetaFunction = () => [{ title: 'Page Not Found | Mobile Detail Hub' }]

// Any path no other route claims: a real 404 status, rendered by the root boundary.
export function loader() {
  throw new Response('Page Not Found', { status: 404 })
}

export default function CatchAll() {
  return <NotFound />
}
