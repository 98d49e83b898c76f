export interface Bar {
  label: string
  value: number
  /** What the table and the bar's title say, e.g. '$1,250' or '67% (2 of 3)'. */
  text: string
}

const W = 640
const H = 170
// No side padding: the bars' slots line up with the label row's columns below the drawing.
const PAD = { top: 14, right: 0, bottom: 2, left: 0 }

/** 'Sep 7' for 'Mon, Sep 7' and 'Sep 7, 2025': a tick needs neither the weekday nor the year. */
const tickText = (label: string) => label.replace(/^[A-Z][a-z]{2}, /, '').replace(/, \d{4}$/, '')

/**
 * Which labels a long series shows, so none touches its neighbour: every other one where the
 * chart is wide, every `ceil(n / 3)`th on a phone. The drawing scales with its box, so the labels
 * are HTML text of a fixed size under it rather than SVG text that shrinks with it.
 */
function tickClass(index: number, count: number): string {
  const wide = count > 6 ? 2 : 1
  const narrow = count > 6 ? Math.ceil(count / 3) : 1
  if (index % narrow === 0) return 'flex'
  return index % wide === 0 ? 'hidden sm:flex' : 'hidden'
}

/**
 * A bar chart drawn on the server as SVG (no chart library, no client JavaScript), with its
 * data as a table for screen readers and anyone who prefers numbers.
 */
export function BarChart({
  id,
  title,
  bars,
  max,
  columns,
}: {
  id: string
  title: string
  bars: Bar[]
  max?: number
  columns: [string, string]
}) {
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1)
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const slot = innerW / Math.max(bars.length, 1)
  const summary = bars.map((b) => `${b.label}: ${b.text}`).join('; ')
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-white p-4"
      data-chart={id}
    >
      <figcaption id={`${id}-title`} className="mb-2 font-semibold">
        {title}
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full"
      >
        <desc id={`${id}-desc`}>{summary}</desc>
        {bars.map((b, i) => {
          const h = (b.value / top) * innerH
          const x = PAD.left + i * slot + slot * 0.15
          return (
            <g key={b.label}>
              <rect
                x={x}
                y={H - PAD.bottom - h}
                width={slot * 0.7}
                height={h}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${b.label}: ${b.text}`}</title>
              </rect>
              {b.value > 0 ? (
                <text
                  x={x + slot * 0.35}
                  y={H - PAD.bottom - h - 3}
                  textAnchor="middle"
                  fontSize={10}
                  fill="#0f172a"
                >
                  {b.text.split(' ')[0]}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
      {/* The same words are in the description and the table; this row is for the eye. */}
      <ol
        aria-hidden="true"
        className="mt-1 grid border-t border-slate-400 pt-1 text-xs text-slate-700"
        style={{ gridTemplateColumns: `repeat(${Math.max(bars.length, 1)}, minmax(0, 1fr))` }}
      >
        {bars.map((b, i) => (
          <li
            key={b.label}
            // Its own column even when the labels before it are hidden.
            style={{ gridColumnStart: i + 1 }}
            className={`justify-center ${tickClass(i, bars.length)}`}
          >
            <span data-tick="" className="whitespace-nowrap">
              {tickText(b.label)}
            </span>
          </li>
        ))}
      </ol>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Show the data as a table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <th scope="row" className="font-normal">
                  {b.label}
                </th>
                <td>{b.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
