import { useId, useState } from 'react'
import { Dialog } from '~/components/ui/Dialog'
import { explainFeature } from '~/lib/booking/match'
import { formatMoney } from '~/lib/booking/pricing'
import { type BookingTier } from '~/lib/booking/types'
import { type BookingVehicle } from '~/lib/booking/vehicles'

interface Props {
  vehicle: BookingVehicle
  serviceName: string
  tier: BookingTier
  selected: boolean
  onChoose: () => void
  onClose: () => void
}

/** 'car', 'truck', but 'SUV' and 'RV'. */
const vehicleWord = (name: string) => (name === name.toUpperCase() ? name : name.toLowerCase())

/**
 * A tier's details: each feature expands to the catalogue's explanation for this vehicle. Loaded
 * on demand (with the catalogue), so the booking page's own script stays small.
 */
export default function TierDetailModal({
  vehicle,
  serviceName,
  tier,
  selected,
  onChoose,
  onClose,
}: Props) {
  const baseId = useId()
  // Spec §4: the tier's last feature starts expanded.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(
    () => new Set(tier.features.length > 0 ? [tier.features.length - 1] : []),
  )
  const toggle = (i: number) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(i)) next.delete(i)
      else next.add(i)
      return next
    })

  return (
    <Dialog title={tier.name} onClose={onClose} size="lg">
      <p className="mt-1 text-slate-600">
        {serviceName} ·{' '}
        <span className="font-semibold text-slate-900">{formatMoney(tier.priceCents)}</span> ·{' '}
        {tier.duration} minutes
      </p>
      <h3 className="mt-5 font-semibold">What&apos;s Included:</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {tier.features.map((feature, i) => {
          const info = explainFeature(feature, vehicle.id)
          const open = expanded.has(i)
          const panelId = `${baseId}-feature-${i}`
          return (
            <li key={`${i}-${feature}`}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium hover:bg-slate-50"
              >
                {feature}
                <span
                  aria-hidden="true"
                  className={`transition-transform ${open ? 'rotate-180' : ''}`}
                >
                  ▾
                </span>
              </button>
              {open ? (
                <div id={panelId} className="px-4 pb-4 text-sm text-slate-700">
                  {info ? (
                    <>
                      <p className="font-medium text-slate-900">{info.entry.description}</p>
                      <p className="mt-1">{info.entry.explanation}</p>
                      <p className="mt-3 font-semibold text-slate-900">
                        Specific to your {vehicleWord(vehicle.name)}:
                      </p>
                      <ul className="mt-1 list-disc space-y-0.5 pl-5">
                        {info.details.features.map((f) => (
                          <li key={f}>{f}</li>
                        ))}
                      </ul>
                      <p className="mt-3 font-medium">Duration: {info.details.duration} minutes</p>
                    </>
                  ) : (
                    <p>Included with this tier.</p>
                  )}
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
        >
          Close
        </button>
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => {
            onChoose()
            onClose()
          }}
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {selected ? 'Selected' : 'Choose This Tier'}
        </button>
      </div>
    </Dialog>
  )
}
