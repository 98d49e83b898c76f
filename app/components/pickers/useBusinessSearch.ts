import { useEffect, useState } from 'react'
import { type BusinessOption } from '~/lib/business-search'

export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; options: BusinessOption[]; more: boolean }

function isAnswer(value: unknown): value is { data: BusinessOption[]; more?: boolean } {
  return typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data)
}

const DEBOUNCE_MS = 150

/** Matches of `query` from the server, fetched a moment after typing stops (the last one wins). */
export function useBusinessSearch(query: string | null, limit = 10): SearchState {
  const [state, setState] = useState<SearchState>({ kind: 'idle' })
  useEffect(() => {
    if (query === null) {
      setState({ kind: 'idle' })
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState({ kind: 'loading' })
      const url = `/api/admin/businesses?${new URLSearchParams({ q: query, limit: String(limit) })}`
      fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then(async (response) => {
          const body: unknown = await response.json()
          if (!response.ok || !isAnswer(body)) {
            setState({ kind: 'error', message: `Search failed (${response.status})` })
            return
          }
          setState({ kind: 'done', options: body.data, more: body.more === true })
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ kind: 'error', message: 'Search failed' })
        })
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, limit])
  return state
}
