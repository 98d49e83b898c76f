import { type KeyboardEvent, type ReactNode } from 'react'
import { type BookingService, type BookingTier } from '~/lib/booking/types'

interface Props {
  service: BookingService
  index: number
  onIndex: (index: number) => void
  renderCard: (tier: BookingTier, emphasis: 'center' | 'side') => ReactNode
}

// Without JavaScript the carousel cannot move, so (scripting: none) lays every tier out instead.
const NO_JS =
  '[@media(scripting:none)]:!block [@media(scripting:none)]:!col-auto [@media(scripting:none)]:!row-auto'

/** Whole tiers shown side by side on a wide screen; a phone shows the current one. */
const WIDE_SLOTS = 3

/**
 * The first tier of the wide window: the window holds the current tier, and is never scrolled
 * past either end, so no slot is left empty (the first tier opens at the left, not centred).
 */
export function windowStart(index: number, count: number): number {
  return Math.max(0, Math.min(index - 1, count - WIDE_SLOTS))
}

function slotClass(i: number, index: number, start: number): string {
  if (i === index) return NO_JS
  const inWindow = i >= start && i < start + WIDE_SLOTS
  return `hidden ${inWindow ? 'md:block' : ''} ${NO_JS}`
}

/** A service's tiers: arrows, dots and 'Currently viewing: {tier}'; arrow keys move too. */
export function TierCarousel({ service, index, onIndex, renderCard }: Props) {
  const { tiers } = service
  const last = tiers.length - 1
  const start = windowStart(index, tiers.length)
  // A carousel has two tiers or more; two share the row, three or more fill three slots.
  const columns = tiers.length === 2 ? 'md:grid-cols-2' : 'md:grid-cols-3'
  const go = (next: number) => onIndex(Math.min(Math.max(0, next), last))
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'ArrowRight') go(index + 1)
    else return
    event.preventDefault()
  }
  const arrow =
    'grid h-10 w-10 place-items-center rounded-full border border-slate-300 bg-white text-xl font-bold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40'
  return (
    <div role="group" aria-roledescription="carousel" aria-label={`${service.name} tiers`}>
      <div className={`grid grid-cols-1 gap-4 ${columns}`}>
        {tiers.map((tier, i) => (
          <div key={tier.id} className={slotClass(i, index, start)} data-offset={i - index}>
            {renderCard(tier, i === index ? 'center' : 'side')}
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3 [@media(scripting:none)]:hidden">
        <button
          type="button"
          aria-label="Previous tier"
          aria-disabled={index === 0}
          onClick={() => go(index - 1)}
          onKeyDown={onKeyDown}
          className={arrow}
        >
          ‹
        </button>
        <div className="flex">
          {tiers.map((tier, i) => (
            <button
              key={tier.id}
              type="button"
              aria-label={`Show ${tier.name}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
              onKeyDown={onKeyDown}
              className="grid h-6 w-6 place-items-center"
            >
              <span
                className={`h-3 w-3 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-400'}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next tier"
          aria-disabled={index === last}
          onClick={() => go(index + 1)}
          onKeyDown={onKeyDown}
          className={arrow}
        >
          ›
        </button>
      </div>
      <p
        aria-live="polite"
        className="mt-2 text-center text-sm text-slate-600 [@media(scripting:none)]:hidden"
      >
        Currently viewing:{' '}
        <span className="font-semibold text-slate-900">{tiers[index]?.name}</span>
      </p>
    </div>
  )
}
