import { type ActionResult } from '~/server/admin/dashboard-actions.server'

/** The outcome of a form post, for browsers without JavaScript (they get no toast). */
export function ResultBanner({ result }: { result: ActionResult }) {
  const tone = result.ok
    ? 'border-green-300 bg-green-50 text-green-800'
    : 'border-red-300 bg-red-50 text-red-800'
  return (
    <p role={result.ok ? 'status' : 'alert'} className={`mt-4 rounded-md border px-4 py-3 ${tone}`}>
      {result.message || 'An error occurred'}
    </p>
  )
}
