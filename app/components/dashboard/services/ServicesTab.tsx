import { Link, useNavigation } from '@remix-run/react'
import { type ActionResult, resultFor } from '~/lib/dashboard/action-result'
import { servicesHref } from '~/lib/dashboard/services-nav'
import type { ServicesTabData } from '~/server/dashboard/services-tab.server'
import { DeleteServiceDialog } from './DeleteServiceDialog'
import { SelectorColumns } from './SelectorColumns'
import { ServiceEditor } from './ServiceEditor'
import { TierList } from './TierList'

interface Props {
  data: ServicesTabData
  result: ActionResult | null
}

const BUTTON =
  'rounded-lg px-4 py-2 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

export function ServicesTab({ data, result }: Props) {
  const { selection, selected, services } = data
  const navigation = useNavigation()
  const loading =
    navigation.state === 'loading' &&
    new URLSearchParams(navigation.location.search).get('tab') === 'services'
  const here = servicesHref(selection)
  const deleteError = resultFor(result, 'service-delete')
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">Services and pricing</h2>
        <div className="flex flex-wrap gap-2">
          <ActionLink
            to={selected ? servicesHref(selection, { editor: String(selected.id) }) : null}
            label="Edit Service"
            className={`${BUTTON} bg-white text-slate-800 ring-1 ring-slate-300`}
          />
          <Link
            to={servicesHref(selection, { editor: 'new' })}
            preventScrollReset
            className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
          >
            Add Service
          </Link>
          <ActionLink
            to={selected ? servicesHref(selection, { confirm: 'delete' }) : null}
            label="Delete Service"
            className={`${BUTTON} bg-red-600 text-white`}
          />
        </div>
      </div>
      <p role="status" className={loading ? 'mt-3 text-sm text-slate-600' : 'sr-only'}>
        {loading ? 'Loading services...' : ''}
      </p>
      {deleteError ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Error: {deleteError.message}
        </p>
      ) : null}
      <SelectorColumns selection={selection} services={services} />
      {services.length === 0 ? null : selected ? (
        <TierList service={selected} />
      ) : (
        <p className="mt-6 text-slate-600">Choose a service to see its tiers.</p>
      )}
      {data.editor ? (
        <ServiceEditor
          selection={selection}
          service={data.editor === 'edit' ? selected : null}
          closeHref={here}
          result={resultFor(result, 'service-save')}
        />
      ) : null}
      {data.confirmDelete && selected ? (
        <DeleteServiceDialog service={selected} closeHref={here} />
      ) : null}
    </div>
  )
}

/** A button-looking link, or a disabled button when there is nothing to act on. */
function ActionLink({
  to,
  label,
  className,
}: {
  to: string | null
  label: string
  className: string
}) {
  if (!to)
    return (
      <button type="button" disabled aria-disabled="true" className={className}>
        {label}
      </button>
    )
  return (
    <Link to={to} preventScrollReset className={className}>
      {label}
    </Link>
  )
}
