import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { loader as uploads } from './uploads.$'

// /uploads/review/{file}: a review's photo. Its own route because /{slug}/review/{token} (the
// review link on a detailer's site) would otherwise match it before the /uploads/* splat.
export function loader(args: LoaderFunctionArgs) {
  return uploads({ ...args, params: { ...args.params, '*': `review/${args.params['*'] ?? ''}` } })
}
