import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { groupAffiliates, type MenuAffiliate } from './affiliate-groups'

// Kept in sync with useAdminFeedback (not imported, so this chunk stays free of the toasts).
const AFFILIATES_CHANGED = 'mdh:affiliates-changed'

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'loaded'
      groups: [string, MenuAffiliate[]][]
      count: number
      more: boolean
      at: Date
    }

function isAffiliateList(value: unknown): value is { data: MenuAffiliate[]; more?: boolean } {
  return typeof value === 'object' && value !== null && 'data' in value && Array.isArray(value.data)
}

// The marketplace has thousands of businesses: the menu shows a page of search results (decision
// 025) from the admin's business search, grouped as §2 says, never the whole list.
const MENU_LIMIT = 50
const searchUrl = (query: string) =>
  `/api/admin/businesses?${new URLSearchParams({ q: query.trim(), limit: String(MENU_LIMIT) })}`

function useDebounced(value: string, ms = 200): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** Spec §2: the admin-only 'Affiliates' dropdown, in the header of every page. */
export default function AffiliatesMenu() {
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)

  const [query, setQuery] = useState('')
  const searched = useDebounced(query)

  const latest = useRef(0)

  const load = useCallback(async () => {
    const call = ++latest.current
    // Only the answer to the latest search may show.
    const set = (next: State) => {
      if (call === latest.current) setState(next)
    }
    set({ kind: 'loading' })
    try {
      const response = await fetch(searchUrl(searched), { headers: { Accept: 'application/json' } })
      if (!response.ok) {
        set({ kind: 'error', message: `Failed to fetch affiliates (${response.status})` })
        return
      }
      const body: unknown = await response.json()
      const list = isAffiliateList(body) ? body.data : []
      set({
        kind: 'loaded',
        groups: groupAffiliates(list),
        count: list.length,
        more: isAffiliateList(body) && body.more === true,
        at: new Date(),
      })
    } catch {
      set({ kind: 'error', message: 'Database connection failed' })
    }
  }, [searched])

  // A new search replaces the shown results.
  useEffect(() => setState({ kind: 'idle' }), [searched])
  useEffect(() => {
    if (open && state.kind === 'idle') void load()
  }, [open, state.kind, load])
  // An approval or deletion elsewhere on the page changes the list.
  useEffect(() => {
    const refresh = () => setState({ kind: 'idle' })
    window.addEventListener(AFFILIATES_CHANGED, refresh)
    return () => window.removeEventListener(AFFILIATES_CHANGED, refresh)
  }, [])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    // In the header beside the user menu, so it covers no page content; the list drops below the
    // header (full width on a phone).
    <div className="relative text-sm">
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Affiliates"
          className="fixed inset-x-4 top-16 z-40 max-h-[60vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-3 shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-3 sm:w-72"
        >
          <label className="mb-2 block text-xs font-medium text-slate-700">
            Search affiliates
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder="Name or slug"
              className="mt-1 block w-full rounded border border-slate-400 px-2 py-1 text-sm text-slate-900"
            />
          </label>
          <MenuBody state={state} onRetry={() => void load()} />
          {state.kind === 'loaded' && state.more ? (
            <p className="mt-2 text-xs text-slate-600">
              The first {MENU_LIMIT} by name: search to find the others.
            </p>
          ) : null}
          <div className="mt-3 flex items-center justify-between border-t border-slate-100 pt-2">
            <span className="text-xs text-slate-600">
              {state.kind === 'loaded' ? `Updated ${state.at.toLocaleTimeString()}` : ''}
            </span>
            <button
              type="button"
              onClick={() => void load()}
              className="rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-slate-100"
            >
              Refresh
            </button>
          </div>
        </div>
      ) : null}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-slate-900 px-3 py-1.5 font-semibold text-white hover:bg-slate-700"
      >
        Affiliates
      </button>
    </div>
  )
}

function MenuBody({ state, onRetry }: { state: State; onRetry: () => void }) {
  if (state.kind === 'idle' || state.kind === 'loading') {
    return <p className="text-slate-600">Loading...</p>
  }
  if (state.kind === 'error') {
    return (
      <div role="alert">
        <p className="text-red-700">{state.message}</p>
        <button type="button" onClick={onRetry} className="mt-2 text-brand-700 underline">
          Try again
        </button>
      </div>
    )
  }
  if (state.count === 0) return <p className="text-slate-600">No affiliates found</p>
  if (state.groups.length === 0) return <p className="text-slate-600">No valid affiliates found</p>
  return (
    <div className="space-y-3">
      {state.groups.map(([key, items]) => (
        <section key={key} aria-label={key}>
          <h2 className="text-xs font-bold tracking-wider text-slate-500">{key}</h2>
          <ul className="mt-1 space-y-1">
            {items.map((a) => (
              <li key={a.id} className="flex items-center justify-between gap-2">
                <a href={`/${a.slug}`} className="truncate text-slate-900 hover:underline">
                  {a.business_name}
                </a>
                <a
                  href={`/${a.slug}/dashboard`}
                  className="shrink-0 text-xs text-brand-700 hover:underline"
                  aria-label={`${a.business_name} dashboard`}
                >
                  Dashboard
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
