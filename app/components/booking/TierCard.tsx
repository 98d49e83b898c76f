import { formatMoney } from '~/lib/booking/pricing'
import { type BookingTier } from '~/lib/booking/types'
import { ChoiceForm } from './ChoiceForm'

export interface ChooseTarget {
  action: string
  fields: Readonly<Record<string, string>>
}

interface Props {
  tier: BookingTier
  selected: boolean
  choose: ChooseTarget
  onChoose: () => void
  onDetails: () => void
  /** An add-on is added next to the package (one per booking) instead of chosen. */
  addon?: boolean
  /** Side cards of a carousel are drawn smaller. */
  emphasis?: 'center' | 'side'
}

export function CheckIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      className={`shrink-0 ${className}`}
    >
      <path
        d="M5 10.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** A tier: name, price, minutes, features and Choose Tier / Selected; the card opens details. */
export function TierCard({
  tier,
  selected,
  choose,
  onChoose,
  onDetails,
  addon,
  emphasis = 'center',
}: Props) {
  const label = selected ? (addon ? 'Added' : 'Selected') : addon ? 'Add to Booking' : 'Choose Tier'

  const headingId = `tier-${tier.id}-name`
  return (
    <article
      aria-labelledby={headingId}
      data-testid="tier-card"
      className={`relative flex h-full flex-col rounded-xl border-2 bg-white p-5 shadow-sm transition ${selected ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200'} ${emphasis === 'side' ? 'md:scale-95 md:opacity-90' : ''}`}
    >
      {/* The whole card opens the details; the Choose button sits above it. */}
      <button
        type="button"
        onClick={onDetails}
        className="absolute inset-0 z-[1] rounded-xl focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [@media(scripting:none)]:hidden"
      >
        <span className="sr-only">View details of {tier.name}</span>
      </button>
      <div className="flex items-start justify-between gap-2">
        <h5 id={headingId} className="text-lg font-bold">
          {tier.name}
        </h5>
        {tier.popular ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Most Popular
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-3xl font-extrabold text-slate-900">{formatMoney(tier.priceCents)}</p>
      <p className="text-sm text-slate-600">{tier.duration} minutes</p>
      <ul className="mt-4 space-y-1.5 text-sm">
        {tier.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <CheckIcon className="mt-0.5 text-emerald-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p
        aria-hidden="true"
        className="mt-3 text-xs font-medium text-brand-700 [@media(scripting:none)]:hidden"
      >
        View details ›
      </p>
      <ChoiceForm
        action={choose.action}
        fields={choose.fields}
        onChoose={onChoose}
        className="relative z-[2] mt-auto pt-4"
      >
        <button
          type="submit"
          aria-pressed={selected}
          aria-describedby={headingId}
          className={`w-full rounded-md px-4 py-2 font-semibold ${selected ? 'bg-brand-700 text-white' : 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50'}`}
        >
          {label}
        </button>
      </ChoiceForm>
    </article>
  )
}
