import { Link } from '@remix-run/react'
import { forwardRef } from 'react'
import { type BookingVehicle, type BookingVehicleId } from '~/lib/booking/vehicles'
import { ChoiceForm } from './ChoiceForm'
import { VehicleIcon } from './VehicleIcon'

interface Props {
  vehicles: readonly BookingVehicle[]
  selected: BookingVehicleId | null
  /** The booking page's path, for the no-JavaScript form actions. */
  bookingPath: string
  homePath: string
  onChoose: (vehicle: BookingVehicleId) => void
  /** The page's data is being reloaded (e.g. after signing in). */
  reloading: boolean
}

/** 'Choose Your Vehicle Type': one card per vehicle type with Choose / Selected. */
export const VehicleSelector = forwardRef<HTMLElement, Props>(function VehicleSelector(
  { vehicles, selected, bookingPath, homePath, onChoose, reloading },
  ref,
) {
  return (
    <section
      ref={ref}
      id="vehicles"
      aria-labelledby="vehicles-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-10"
    >
      <h2 id="vehicles-heading" className="text-2xl font-bold">
        Choose Your Vehicle Type
      </h2>
      <p className="mt-1 text-slate-600">
        Select your vehicle to see available services and pricing
      </p>
      {reloading ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Loading available services...
        </p>
      ) : null}
      {vehicles.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-lg font-semibold">No services available for this business</p>
          <Link
            to={homePath}
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Back to Home
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {vehicles.map((vehicle) => {
            const isSelected = vehicle.id === selected
            return (
              <li key={vehicle.id}>
                <ChoiceForm
                  action={`${bookingPath}#${isSelected ? 'vehicles' : 'services'}`}
                  fields={isSelected ? {} : { vehicle: vehicle.id }}
                  onChoose={() => onChoose(vehicle.id)}
                  className="h-full"
                >
                  <button
                    type="submit"
                    aria-pressed={isSelected}
                    data-vehicle={vehicle.id}
                    className={`flex h-full w-full flex-col items-center rounded-xl border-2 p-4 text-center transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${isSelected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-500'}`}
                  >
                    <VehicleIcon vehicle={vehicle.id} className="h-10 w-14 text-brand-700" />
                    <span className="mt-2 font-semibold">{vehicle.name}</span>
                    <span className="mt-0.5 text-xs text-slate-600">{vehicle.description}</span>
                    <span
                      className={`mt-3 rounded-full px-3 py-1 text-xs font-semibold ${isSelected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}
                    >
                      {isSelected ? 'Selected' : 'Choose'}
                    </span>
                  </button>
                </ChoiceForm>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
})
