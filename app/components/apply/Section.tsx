import { type ReactNode, useId } from 'react'

/** One of the five numbered parts of the application (spec §2). */
export function Section({
  step,
  title,
  intro,
  children,
}: {
  step: number
  title: string
  intro?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-bold text-slate-900">
        <span
          aria-hidden
          className="grid h-7 w-7 place-items-center rounded-full bg-brand-600 text-sm text-white"
        >
          {step}
        </span>
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  )
}
