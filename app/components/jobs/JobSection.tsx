import { type ReactNode } from 'react'

const SPACING = { tight: 'space-y-2', loose: 'space-y-3' } as const

/** One card of the job screen, named by its heading (`${id}-title`) for screen readers. */
export function JobSection({
  id,
  title,
  spacing = 'tight',
  children,
}: {
  id: string
  title: ReactNode
  /** Loose for the cards that hold a list (photos, messages). */
  spacing?: keyof typeof SPACING
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`${SPACING[spacing]} rounded-lg border border-slate-200 bg-white p-4`}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
