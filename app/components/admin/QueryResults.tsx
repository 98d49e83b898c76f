import { type ActionResult } from '~/server/admin/dashboard-actions.server'

type Result = NonNullable<ActionResult['query']>

/** The console's answer: row count, time taken and the rows as a table. */
export function QueryResults({ result }: { result: Result }) {
  return (
    <section aria-label="Query results" className="mt-6">
      <p role="status" className="text-sm text-slate-700">
        {`${result.rowCount} row${result.rowCount === 1 ? '' : 's'} in ${result.ms} ms`}
        {result.truncated ? ` (first ${result.rowCount} shown)` : ''}
      </p>
      <div className="mt-2 max-h-[32rem] overflow-auto rounded-md border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 font-mono text-xs">
          <thead className="sticky top-0 bg-slate-50 text-left">
            <tr>
              {result.fields.map((field, column) => (
                <th key={column} scope="col" className="px-3 py-2">
                  {field.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.rows.map((row, index) => (
              <tr key={index}>
                {row.map((value, column) => (
                  <td key={column} className="whitespace-pre px-3 py-1">
                    {value === null ? <span className="text-slate-500">NULL</span> : String(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
