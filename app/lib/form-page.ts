import { type HeadersFunction } from '@remix-run/cloudflare'
import { type ShouldRevalidateFunction } from '@remix-run/react'

// Route exports shared by the public pages whose form answers from its own action (the
// application and the booking request), posted with or without JavaScript.

/** A document answer takes its headers from here: the rate limit's Retry-After must get through. */
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get('Retry-After')
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers()
}

/** The form's answers come from the action; a post changes nothing the loaders show. */
export const keepLoadersOnPost: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === 'POST' ? false : defaultShouldRevalidate)
