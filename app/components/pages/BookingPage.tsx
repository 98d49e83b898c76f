import { useLocation, useNavigation, useSearchParams } from '@remix-run/react'
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { type PhotoPair } from '~/components/booking/BookingExtras'
import { BookingHero } from '~/components/booking/BookingHero'
import {
  smoothScroll,
  usePreload,
  useScrollOnLoad,
  useSelectionInUrl,
} from '~/components/booking/hooks'
import { ServicePackages } from '~/components/booking/ServicePackages'
import { VehicleSelector } from '~/components/booking/VehicleSelector'
import {
  DeferredBeforeAfter,
  DeferredBookingFaq,
  DeferredBookingSummary,
  DeferredRatingBar,
  DeferredStickyBookingBar,
  loadSummary,
} from '~/components/deferred/booking'
import {
  chosenAddons,
  findChoice,
  initialSelection,
  offeredVehicles,
  packagesFor,
} from '~/lib/booking/packages'
import { selectionReducer, selectionSearch, type TierChoice } from '~/lib/booking/selection'
import { type PackagesByVehicle } from '~/lib/booking/types'
import { bookingVehicle, type BookingVehicleId } from '~/lib/booking/vehicles'
import { type Site, sitePath } from '~/lib/site'

const loadDetailModal = () => import('~/components/booking/TierDetailModal')
const TierDetailModal = lazy(loadDetailModal)

interface Props {
  site: Site
  packages: PackagesByVehicle
  rating: { average: number | null; count: number }
  /** How customers pay the deposit at booking, when this business takes one. */
  checkout?: 'stripe' | 'local' | null
  /** The detailer's own before/after photos, shown instead of the illustrations. */
  photoPair?: PhotoPair | null
}

export function BookingPage({ site, packages, rating, checkout = null, photoPair = null }: Props) {
  const bookingPath = sitePath(site, '/booking')
  const vehicles = offeredVehicles(site.mode, packages)
  const [params] = useSearchParams()
  const [selection, dispatch] = useReducer(selectionReducer, null, () =>
    initialSelection(params, packages, vehicles),
  )
  const [detail, setDetail] = useState<TierChoice | null>(null)
  const closeDetail = useCallback(() => setDetail(null), [])
  const vehicleRef = useRef<HTMLElement>(null)
  const servicesRef = useRef<HTMLElement>(null)
  const scrollToServices = useRef(false)
  const navigation = useNavigation()
  const location = useLocation()
  const reloading =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname

  useScrollOnLoad(vehicleRef)
  usePreload(loadDetailModal, 1000)
  usePreload(loadSummary, 1000)
  useSelectionInUrl(bookingPath, selection)
  useEffect(() => {
    if (!scrollToServices.current || !selection.vehicle) return
    scrollToServices.current = false
    smoothScroll(servicesRef.current)
  }, [selection.vehicle])

  const chooseVehicle = (id: BookingVehicleId) => {
    scrollToServices.current = id !== selection.vehicle
    dispatch({ type: 'vehicle', vehicle: id })
  }
  const backToVehicles = () => {
    dispatch({ type: 'clear-vehicle' })
    smoothScroll(vehicleRef.current)
  }

  const vehicle = bookingVehicle(selection.vehicle)
  const groups = packagesFor(packages, selection.vehicle)
  const chosen = findChoice(groups, selection.choice)
  const addons = chosenAddons(groups, selection.addons)
  const totalCents =
    (chosen?.tier.priceCents ?? 0) + addons.reduce((sum, a) => sum + a.tier.priceCents, 0)
  const requestPath =
    vehicle && chosen
      ? `${sitePath(site, '/booking/request')}${selectionSearch(
          vehicle.id,
          selection.choice,
          addons.map((a) => a.tier.id),
        )}`
      : null
  const detailTier = findChoice(groups, detail)
  const name = site.mode === 'affiliate' ? site.tenant.businessName : null

  return (
    <div className={chosen ? 'pb-24' : ''}>
      <BookingHero
        title={name ? `Book with ${name}` : 'Book Mobile Detailing'}
        subtitle="Choose your vehicle and a package, then request a time that suits you."
      />
      <DeferredRatingBar rating={rating} checkout={checkout} />
      <VehicleSelector
        ref={vehicleRef}
        vehicles={vehicles}
        selected={selection.vehicle}
        bookingPath={bookingPath}
        homePath={sitePath(site, '/')}
        onChoose={chooseVehicle}
        reloading={reloading}
      />
      {vehicle ? (
        <ServicePackages
          ref={servicesRef}
          vehicle={vehicle}
          groups={groups}
          platform={site.mode === 'platform'}
          selection={selection}
          bookingPath={bookingPath}
          reloading={reloading}
          onTier={(choice) => dispatch({ type: 'tier', choice })}
          onAddon={(tierId) => dispatch({ type: 'addon', tierId })}
          onCarousel={(serviceId, index, count) =>
            dispatch({ type: 'carousel', serviceId, index, count })
          }
          onDetails={setDetail}
          onBack={backToVehicles}
        />
      ) : null}
      {vehicle && chosen && requestPath ? (
        <>
          <DeferredBookingSummary
            vehicle={vehicle}
            chosen={chosen}
            addons={addons}
            totalCents={totalCents}
            requestPath={requestPath}
          />
          <DeferredStickyBookingBar
            tierName={chosen.tier.name}
            priceCents={totalCents}
            requestPath={requestPath}
          />
        </>
      ) : null}
      <DeferredBeforeAfter pair={photoPair} />
      <DeferredBookingFaq />
      {vehicle && detail && detailTier ? (
        <Suspense fallback={null}>
          <TierDetailModal
            vehicle={vehicle}
            serviceName={detailTier.service.name}
            tier={detailTier.tier}
            selected={
              selection.choice?.serviceId === detail.serviceId &&
              selection.choice.tierId === detail.tierId
            }
            onChoose={() => dispatch({ type: 'tier', choice: detail })}
            onClose={closeDetail}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
