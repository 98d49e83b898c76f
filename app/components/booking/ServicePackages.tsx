import { forwardRef } from 'react'
import {
  type BookingSelection,
  selectionSearch,
  type TierChoice,
  toggleAddon,
} from '~/lib/booking/selection'
import {
  type BookingCategoryGroup,
  type BookingService,
  type BookingTier,
} from '~/lib/booking/types'
import { type BookingVehicle } from '~/lib/booking/vehicles'
import { ChoiceForm } from './ChoiceForm'
import { TierCard } from './TierCard'
import { TierCarousel } from './TierCarousel'

const BADGES: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-900',
  emerald: 'bg-emerald-100 text-emerald-900',
  violet: 'bg-violet-100 text-violet-900',
  amber: 'bg-amber-100 text-amber-900',
}

interface Props {
  vehicle: BookingVehicle
  groups: BookingCategoryGroup[]
  platform: boolean
  selection: BookingSelection
  bookingPath: string
  reloading: boolean
  onTier: (choice: TierChoice) => void
  onAddon: (tierId: number) => void
  onCarousel: (serviceId: number, index: number, count: number) => void
  onDetails: (choice: TierChoice) => void
  onBack: () => void
}

/** The chosen vehicle's packages by category, each service's tiers in a carousel. */
export const ServicePackages = forwardRef<HTMLElement, Props>(function ServicePackages(props, ref) {
  const { vehicle, groups, platform, bookingPath, reloading, onBack } = props
  return (
    <section
      ref={ref}
      id="services"
      aria-labelledby="services-heading"
      className="scroll-mt-20 bg-slate-50"
    >
      <div className="mx-auto max-w-6xl px-4 py-10">
        {reloading ? (
          <p role="status" className="mb-4 text-sm text-slate-600">
            Loading service packages...
          </p>
        ) : null}
        {groups.length === 0 ? (
          <>
            <h2 id="services-heading" className="text-2xl font-bold">
              No service packages available for this vehicle
            </h2>
            <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
              <p className="text-lg font-semibold">No services available</p>
              <p className="mt-1 text-slate-600">
                This vehicle type doesn&apos;t have any service packages configured yet.
              </p>
              <ChoiceForm action={`${bookingPath}#vehicles`} fields={{}} onChoose={onBack}>
                <button
                  type="submit"
                  className="mt-4 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
                >
                  Back to Vehicle Selection
                </button>
              </ChoiceForm>
            </div>
          </>
        ) : (
          <>
            <h2 id="services-heading" className="text-2xl font-bold">
              {vehicle.name} Service Packages
            </h2>
            {platform ? (
              <p className="mt-1 max-w-3xl text-sm text-slate-600">
                Packages from detailers on Mobile Detail Hub. Your request goes to the detailer who
                serves your address, and you&apos;ll see their estimate before you send it.
              </p>
            ) : null}
            {groups.map((group) => (
              <div key={group.id} className="mt-8">
                <h3 className="flex items-center gap-2 text-xl font-bold">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-sm ${BADGES[group.color] ?? ''}`}
                  >
                    {group.name}
                  </span>
                </h3>
                {group.services.map((service) => (
                  <ServiceBlock
                    key={service.id}
                    service={service}
                    addon={group.id === 'addons'}
                    {...props}
                  />
                ))}
              </div>
            ))}
          </>
        )}
      </div>
    </section>
  )
})

/** A carousel opens on the popular tier (the detailer's pick), else on the first. */
function firstInView(service: BookingService): number {
  return Math.max(
    0,
    service.tiers.findIndex((t) => t.popular),
  )
}

function ServiceBlock({
  service,
  addon,
  vehicle,
  selection,
  bookingPath,
  onTier,
  onAddon,
  onCarousel,
  onDetails,
}: Props & { service: BookingService; addon: boolean }) {
  const { addons } = selection
  const renderCard = (tier: BookingTier, emphasis: 'center' | 'side') => {
    const choice = { serviceId: service.id, tierId: tier.id }
    // An add-on is added to (or taken out of) the booking; the package stays as it is.
    const selected = addon
      ? addons.includes(tier.id)
      : selection.choice?.serviceId === service.id && selection.choice.tierId === tier.id
    const next = addon
      ? selectionSearch(vehicle.id, selection.choice, toggleAddon(addons, tier.id))
      : selectionSearch(vehicle.id, selected ? null : choice, addons)
    return (
      <TierCard
        tier={tier}
        addon={addon}
        selected={selected}
        choose={{
          action: `${bookingPath}${selected && !addon ? '#services' : '#summary'}`,
          fields: Object.fromEntries(new URLSearchParams(next)),
        }}
        emphasis={emphasis}
        onChoose={() => (addon ? onAddon(tier.id) : onTier(choice))}
        onDetails={() => onDetails(choice)}
      />
    )
  }
  const only = service.tiers[0]
  return (
    <article
      aria-labelledby={`service-${service.id}`}
      className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h4 id={`service-${service.id}`} className="text-lg font-bold">
        {service.name}
      </h4>
      {service.businessName ? (
        <p className="text-sm font-medium text-brand-700">{`Offered by ${service.businessName}`}</p>
      ) : null}
      {service.description ? (
        <p className="mt-1 text-sm text-slate-600">{service.description}</p>
      ) : null}
      <div className="mt-4">
        {service.tiers.length === 0 || !only ? (
          <p className="text-slate-600">No tiers available for this service</p>
        ) : service.tiers.length === 1 ? (
          <div className="max-w-sm">{renderCard(only, 'center')}</div>
        ) : (
          <TierCarousel
            service={service}
            index={selection.carousel[service.id] ?? firstInView(service)}
            onIndex={(index) => onCarousel(service.id, index, service.tiers.length)}
            renderCard={renderCard}
          />
        )}
      </div>
    </article>
  )
}
