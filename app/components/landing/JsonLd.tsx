import { useNonce } from '~/components/nonce'

/**
 * Structured data in a <script type="application/ld+json"> carrying the CSP nonce. '<' is escaped
 * so no value (a business name, say) can close the script element early.
 */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide nonce values from the DOM, so the client renders an empty one.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  )
}
