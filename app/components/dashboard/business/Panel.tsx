import { type ReactNode } from 'react'

/** One of the Overview and Schedule tabs' white panels, titled by its own heading. */
export function Panel({
  id,
  titleId,
  title,
  intro,
  children,
}: {
  id?: string
  titleId: string
  title: string
  /** A line under the title saying what the panel is for. */
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id={titleId} className={`${intro ? 'mb-1' : 'mb-2'} font-semibold`}>
        {title}
      </h3>
      {intro ? <p className="mb-2 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  )
}
