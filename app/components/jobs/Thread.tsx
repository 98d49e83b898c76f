import { Form } from '@remix-run/react'
import { JobSection } from './JobSection'

export interface ThreadMessage {
  id: number
  author: 'customer' | 'business'
  body: string
  createdAt: string
}

/** The booking's thread, and the form that adds to it (the detailer's reply or the customer's). */
export function Thread({
  messages,
  me,
  intent,
  label,
  error,
}: {
  messages: ThreadMessage[]
  me: 'customer' | 'business'
  intent: string
  label: string
  error?: string
}) {
  return (
    <JobSection id="thread" title="Messages" spacing="loose">
      {messages.length === 0 ? <p className="text-sm text-slate-600">No messages yet.</p> : null}
      <ol className="space-y-2">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg p-3 text-sm ${m.author === me ? 'ml-8 bg-brand-50 text-slate-900' : 'mr-8 bg-slate-100 text-slate-900'}`}
          >
            <p className="font-semibold">{m.author === 'customer' ? 'Customer' : 'Detailer'}</p>
            <p className="whitespace-pre-line">{m.body}</p>
          </li>
        ))}
      </ol>
      {/* Keyed by how many messages this side has sent: a send that lands brings a fresh, empty
          box (with JavaScript the form is not reloaded, and a kept text invites sending it twice);
          a refused one keeps the text, and the other side's new message does not wipe a draft. */}
      <Form
        method="post"
        className="space-y-2"
        key={messages.filter((m) => m.author === me).length}
      >
        <input type="hidden" name="intent" value={intent} />
        <label htmlFor={`${intent}-body`} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          id={`${intent}-body`}
          name="body"
          rows={3}
          maxLength={999}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${intent}-error` : undefined}
          className="block w-full rounded-md border border-slate-400 p-2 text-base"
        />
        {error ? (
          <p id={`${intent}-error`} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          className="w-full rounded-lg border border-slate-400 bg-white px-4 py-3 font-semibold text-slate-800"
        >
          Send
        </button>
      </Form>
    </JobSection>
  )
}

/** What the last form did: a status, or an alert in the spec's words. */
export function ResultBanner({ result }: { result: { ok: boolean; message: string } | null }) {
  if (!result) return null
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={`rounded-md p-3 text-sm ${result.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-800'}`}
    >
      {result.message}
    </p>
  )
}
