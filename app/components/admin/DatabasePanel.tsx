import { Form, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { QueryResults } from './QueryResults'
import { primaryButton } from './ui'

const DEFAULT_QUERY = 'SELECT id, name, email, role, created_at FROM users LIMIT 10;'

/** Spec §2 Database tab: the read-only SQL console (read-only is enforced on the server). */
export function DatabasePanel({
  environment,
  result,
}: {
  environment: 'Local' | 'Live'
  result: ActionResult | undefined
}) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'query'
  const form = useRef<HTMLFormElement>(null)
  const [query, setQuery] = useState(DEFAULT_QUERY)
  const outcome = result?.intent === 'query' ? result : undefined
  return (
    <div>
      <div className="flex items-center gap-3">
        <h2 className="text-xl font-semibold">SQL Console</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            environment === 'Live' ? 'bg-red-100 text-red-800' : 'bg-green-100 text-green-800'
          }`}
        >
          {environment}
        </span>
      </div>
      <Form method="post" ref={form} className="mt-4 space-y-3" preventScrollReset>
        <input type="hidden" name="intent" value="query" />
        <label htmlFor="sql-query" className="block text-sm font-medium text-slate-700">
          Query (read-only; Ctrl+Enter or Cmd+Enter runs it)
        </label>
        <textarea
          id="sql-query"
          name="query"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault()
              form.current?.requestSubmit()
            }
          }}
          rows={6}
          spellCheck={false}
          aria-invalid={outcome && !outcome.ok ? true : undefined}
          aria-describedby="sql-count sql-error"
          className="block w-full rounded-md border border-slate-300 p-3 font-mono text-sm"
        />
        <div className="flex items-center justify-between">
          <span id="sql-count" className="text-xs text-slate-600">
            {query.length} characters
          </span>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Executing...' : 'Execute'}
          </button>
        </div>
      </Form>
      <div id="sql-error">
        {outcome && !outcome.ok ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-800"
          >
            {outcome.message || 'Failed to execute query'}
          </p>
        ) : null}
      </div>
      {outcome?.ok && outcome.query ? <QueryResults result={outcome.query} /> : null}
    </div>
  )
}
