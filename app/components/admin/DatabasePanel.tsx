import { Form, useNavigation } from '@remix-run/react'
import { useRef, useState } from 'react'
import { type ActionResult } from '~/server/admin/dashboard-actions.server'
import { inputClass, TextareaField } from '~/components/forms'
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
        <TextareaField
          label="Query (read-only; Ctrl+Enter or Cmd+Enter runs it)"
          hint={`${query.length} characters`}
          // A refused query is answered here, read out as it arrives.
          errors={outcome && !outcome.ok ? outcome.message || 'Failed to execute query' : null}
          alertErrors
          textareaProps={{
            id: 'sql-query',
            name: 'query',
            value: query,
            onChange: (event) => setQuery(event.target.value),
            onKeyDown: (event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault()
                form.current?.requestSubmit()
              }
            },
            rows: 6,
            spellCheck: false,
            className: `${inputClass} p-3 font-mono text-sm`,
          }}
        />
        <div className="flex justify-end">
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? 'Executing...' : 'Execute'}
          </button>
        </div>
      </Form>
      {outcome?.ok && outcome.query ? <QueryResults result={outcome.query} /> : null}
    </div>
  )
}
