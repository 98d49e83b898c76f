import { LOCATION_PANEL_ID } from '~/components/landing/location/LocationButton'
import { type Site, sitePath } from '~/lib/site'

/**
 * 'Update your location' without JavaScript: the location buttons link here (#update-location)
 * and this plain GET form, shown only while it is the URL's target, asks the landing page's
 * loader to do the lookup. With JavaScript the buttons open the modal instead.
 */
export function LocationPanel({ site }: { site: Site }) {
  return (
    <div
      id={LOCATION_PANEL_ID}
      className="hidden rounded-lg bg-white/10 p-4 target:block"
      aria-labelledby={`${LOCATION_PANEL_ID}-title`}
      role="region"
    >
      <h3 id={`${LOCATION_PANEL_ID}-title`} className="font-semibold text-white">
        Update your location
      </h3>
      <form method="get" action={sitePath(site, '/')} className="mt-2 flex gap-2">
        <label htmlFor={`${LOCATION_PANEL_ID}-input`} className="sr-only">
          City and state or ZIP code
        </label>
        <input
          id={`${LOCATION_PANEL_ID}-input`}
          name="location"
          required
          maxLength={120}
          placeholder="City, state or ZIP code"
          className="min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 py-2 text-slate-900"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-3 py-2 font-semibold text-white"
        >
          Go
        </button>
      </form>
    </div>
  )
}
