/*
 * One D1 round trip per page (decision 017). Remix runs the root loader and the page's loader in
 * parallel, and each reads its data with db.batch; this wrapper sends every batch a request makes
 * in the same turn of the event loop as one D1 batch, and hands each caller its own results. Only
 * reads are merged (GET and HEAD requests): a D1 batch is one transaction, and a write's failure
 * must not become a page read's. When a merged batch fails, each caller's is sent again alone.
 */

interface Pending {
  statements: D1PreparedStatement[]
  resolve: (results: D1Result[]) => void
  reject: (error: unknown) => void
}

/** The D1 binding for one request, merging its concurrent batches when `merge` is true. */
export function coalescingD1(d1: D1Database, merge: boolean): D1Database {
  if (!merge) return d1
  let queue: Pending[] = []
  const flush = () => {
    const jobs = queue
    queue = []
    d1.batch(jobs.flatMap((job) => job.statements)).then(
      (results) => {
        let start = 0
        for (const job of jobs) {
          job.resolve(results.slice(start, start + job.statements.length))
          start += job.statements.length
        }
      },
      (error: unknown) => {
        // One caller's failing statement must not fail the others: each is sent again on its
        // own, so only the failing one sees the error (rare, so the extra trips cost nothing).
        if (jobs.length === 1) jobs[0]?.reject(error)
        else for (const job of jobs) d1.batch(job.statements).then(job.resolve, job.reject)
      },
    )
  }
  const batch = (statements: D1PreparedStatement[]) =>
    new Promise<D1Result[]>((resolve, reject) => {
      // The first batch of a turn schedules the send; the timer fires once every loader has
      // reached its read (their awaits before it are on memory, not on I/O).
      if (queue.length === 0) setTimeout(flush, 0)
      queue.push({ statements, resolve, reject })
    })
  return new Proxy(d1, {
    get(target, prop, receiver) {
      if (prop === 'batch') return batch
      const value: unknown = Reflect.get(target, prop, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
