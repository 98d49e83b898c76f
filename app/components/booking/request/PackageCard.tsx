import { Link } from '@remix-run/react'
import { formatMoney } from '~/lib/booking/pricing'
import { type PackageView } from '~/lib/booking/views'

/** The package a request is for, with a way back to change it. */
export function PackageCard({
  pkg,
  addons,
  changeHref,
  showBusiness,
}: {
  pkg: PackageView
  addons: PackageView[]
  changeHref: string
  showBusiness: boolean
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        {[pkg.vehicleName, pkg.categoryName, pkg.serviceName].join(' › ')}
      </p>
      <p className="mt-1 text-lg font-bold">
        {pkg.tierName}{' '}
        <span className="font-semibold text-slate-700">· {formatMoney(pkg.priceCents)}</span>
      </p>
      <p className="text-sm text-slate-600">
        {pkg.durationMinutes} minutes{showBusiness ? ` · Offered by ${pkg.businessName}` : ''}
      </p>
      {addons.length > 0 ? (
        <ul aria-label="Add-ons" className="mt-2 space-y-0.5 text-sm text-slate-700">
          {addons.map((a) => (
            <li key={a.tierId}>
              {`+ ${a.serviceName} – ${a.tierName} · ${formatMoney(a.priceCents)} · ${a.durationMinutes} minutes`}
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        to={changeHref}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
      >
        Change package
      </Link>
    </div>
  )
}
