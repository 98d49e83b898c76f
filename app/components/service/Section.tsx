import { type ReactNode, useId } from 'react'

interface Props {
  id: string
  title: string
  /** Alternating backgrounds separate sections on long mobile pages. */
  tinted?: boolean
  children: ReactNode
}

/** A labelled page section, so each is a landmark screen-reader users can jump to. */
export function Section({ id, title, tinted = false, children }: Props) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`px-4 py-14 sm:py-20 ${tinted ? 'bg-slate-50' : 'bg-white'}`}
    >
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
