import { type ReactNode } from 'react'

/**
 * One booking, quote or review in a dashboard list: a white card whose header holds its title
 * (the card's accessible name) and, across from it, its badges.
 */
export function ItemCard({
  headingId,
  heading: Heading = 'h4',
  title,
  badges,
  reference,
  children,
}: {
  headingId: string
  /** The title's level in the page it is listed on. */
  heading?: 'h3' | 'h4'
  title: ReactNode
  badges: ReactNode
  /** A booking's reference, which the calendar and the tests find its card by. */
  reference?: string
  children: ReactNode
}) {
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      data-reference={reference}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold">
          {title}
        </Heading>
        {badges}
      </header>
      {children}
    </article>
  )
}
