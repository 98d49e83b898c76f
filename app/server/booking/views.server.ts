import { bookingVehicle } from '~/lib/booking/vehicles'
import { type PackageView, type QuoteView } from '~/lib/booking/views'
import { type ChosenPackage } from './package.server'
import { type Quote } from './quote.server'

export function packageView(p: ChosenPackage): PackageView {
  return {
    vehicle: p.vehicle,
    vehicleName: bookingVehicle(p.vehicle)?.name ?? p.vehicle,
    businessName: p.businessName,
    categoryName: p.categoryName,
    serviceName: p.serviceName,
    serviceId: p.serviceId,
    tierName: p.tierName,
    tierId: p.tierId,
    priceCents: p.priceCents,
    durationMinutes: p.durationMinutes,
  }
}

export function quoteView(q: Quote): QuoteView {
  return {
    package: packageView(q.package),
    requested: q.requested ? packageView(q.requested) : null,
    addons: q.addons.map(packageView),
    area: q.area,
    estimateCents: q.estimateCents,
  }
}
