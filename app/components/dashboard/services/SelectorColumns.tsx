import { Link } from '@remix-run/react'
import {
  DASHBOARD_CATEGORIES,
  DASHBOARD_VEHICLES,
  type ServicesSelection,
  servicesHref,
} from '~/lib/dashboard/services-nav'
import type { SerializedService } from '~/server/services.server'

interface Props {
  selection: ServicesSelection
  services: SerializedService[]
}

const ITEM = 'block rounded-md px-3 py-2 text-sm'
const on = (active: boolean) =>
  active
    ? `${ITEM} bg-brand-600 font-semibold text-white`
    : `${ITEM} text-slate-700 hover:bg-slate-100`

/** Vehicle, Category and Service columns; every choice is a link, so the URL holds it. */
export function SelectorColumns({ selection, services }: Props) {
  const { vehicle, category } = selection
  return (
    <div className="mt-4 grid gap-4 md:grid-cols-3">
      <Column title="Vehicle">
        {DASHBOARD_VEHICLES.map((v) => (
          <li key={v.key}>
            <Link
              to={servicesHref({ vehicle: v.key })}
              preventScrollReset
              aria-current={v.key === vehicle ? 'true' : undefined}
              className={on(v.key === vehicle)}
            >
              {v.label}
            </Link>
          </li>
        ))}
      </Column>
      <Column title="Category">
        {DASHBOARD_CATEGORIES.map((c) => (
          <li key={c.key}>
            <Link
              to={servicesHref({ vehicle, category: c.key })}
              preventScrollReset
              aria-current={c.key === category ? 'true' : undefined}
              className={on(c.key === category)}
            >
              {c.label}
            </Link>
          </li>
        ))}
      </Column>
      <Column title="Service">
        {services.length === 0 ? (
          <li className="px-3 py-2 text-sm text-slate-600">
            <p>No services configured for this category yet.</p>
            <Link
              to={servicesHref(selection, { editor: 'new' })}
              preventScrollReset
              className="mt-2 inline-block font-semibold text-brand-700 underline"
            >
              Add Your First Service
            </Link>
          </li>
        ) : (
          services.map((s) => (
            <li key={s.id}>
              <Link
                to={servicesHref({ vehicle, category, serviceId: s.id })}
                preventScrollReset
                aria-current={s.id === selection.serviceId ? 'true' : undefined}
                className={on(s.id === selection.serviceId)}
              >
                {s.name}
              </Link>
            </li>
          ))
        )}
      </Column>
    </div>
  )
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <h3 className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
        {title}
      </h3>
      <ul aria-label={title} className="space-y-1">
        {children}
      </ul>
    </div>
  )
}
