export interface Bar {
  label: string
  value: number
  /** What the table and the bar's title say, e.g. '$1,250' or '67% (2 of 3)'. */
  text: string
}

const W = 640
const H = 200
const PAD = { top: 12, right: 8, bottom: 36, left: 8 }

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
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
          stroke="#94a3b8"
        />
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
              <text
                x={x + slot * 0.35}
                y={H - PAD.bottom + 14}
                textAnchor="middle"
                fontSize={bars.length > 8 ? 9 : 11}
                fill="#334155"
              >
                {b.label.replace(/, \d{4}$/, '')}
              </text>
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
