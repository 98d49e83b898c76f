import { createContext, useContext } from 'react'

// The CSP nonce reaches the document's inline scripts through this context (server render only;
// browsers hide nonce values from the DOM, so the client renders an empty one).
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
