import { Dialog } from '~/components/ui/Dialog'
import { areaToLocation, sameArea } from '~/lib/location/selected'
import { useLocationContext } from './LocationContext'
import { LocationSearch } from './LocationSearch'

/**
 * 'Update your location' (spec §2). On an affiliate site a served place (or one of its listed
 * areas) becomes the selected location in place; anywhere else the lookup leads to the business
 * that serves it.
 */
export default function LocationModal({ onClose }: { onClose: () => void }) {
  const { site, areas, effective, setLocation } = useLocationContext()
  const affiliate = site.mode === 'affiliate'
  return (
    <Dialog title="Update your location" onClose={onClose}>
      {effective ? (
        <p className="mt-1 text-sm text-slate-600">
          Current location: <strong>{effective.fullLocation}</strong>
        </p>
      ) : null}
      <div className="mt-4">
        <LocationSearch
          label="Search for your city or ZIP code"
          onLocated={(location) => {
            if (!affiliate || !areas.some((a) => sameArea(a, location))) return false
            onClose()
            return true
          }}
        />
      </div>
      {affiliate && areas.length > 0 ? (
        <section className="mt-6" aria-labelledby="served-areas">
          <h3 id="served-areas" className="text-sm font-semibold text-slate-700">
            Areas we serve
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={`${area.city}-${area.state}`}>
                <button
                  type="button"
                  onClick={() => {
                    setLocation(areaToLocation(area))
                    onClose()
                  }}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500 hover:bg-brand-50"
                >
                  {area.city}, {area.state}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  )
}
