import { BarChart } from './BarChart'

interface Point {
  label: string
}

/**
 * One performance chart: each point becomes a bar with its label, its height and the words the
 * table and the bar's title give it (by default, the height as a number).
 */
export function ChartCard<P extends Point>({
  id,
  title,
  columns,
  max,
  points,
  value,
  text = (p) => String(value(p)),
}: {
  id: string
  title: string
  columns: [string, string]
  max?: number
  points: readonly P[]
  value: (point: P) => number
  text?: (point: P) => string
}) {
  const bars = points.map((p) => ({ label: p.label, value: value(p), text: text(p) }))
  return <BarChart id={id} title={title} columns={columns} max={max} bars={bars} />
}
