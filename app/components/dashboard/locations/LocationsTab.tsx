import { Link, useFetcher } from '@remix-run/react'
import { type ActionResult, resultFor } from '~/lib/dashboard/action-result'
import type { LocationsTabData } from '~/server/dashboard/locations-tab.server'
import { AddLocationDialog } from './AddLocationDialog'
import { AreaGroups } from './AreaGroups'
import { EditLocationDialog } from './EditLocationDialog'
import { RemoveLocationDialog } from './RemoveLocationDialog'

interface Props {
  data: LocationsTabData
  result: ActionResult | null
}

const HERE = '?tab=locations'

const EXPANDING = [
  ['all', 'Expand All'],
  ['none', 'Collapse All'],
] as const

export function LocationsTab({ data, result }: Props) {
  // Make primary is optimistic: the chosen area shows as primary while the save is under way,
  // and falls back to the saved one (with a message) if it fails.
  const primaryFetcher = useFetcher<ActionResult>({ key: 'area-primary' })
  const pendingKey = primaryFetcher.formData?.get('key')
  const primaryKey = typeof pendingKey === 'string' ? pendingKey : (data.primary?.key ?? null)
  const primaryError =
    primaryFetcher.state === 'idle' && primaryFetcher.data && !primaryFetcher.data.ok
      ? primaryFetcher.data.message
      : null
  const primary = data.groups.flatMap((g) => g.areas).find((a) => a.key === primaryKey) ?? null
  const count = data.groups.reduce((n, g) => n + g.areas.length, 0)
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="text-lg font-semibold">Primary service area</h2>
        {primary ? (
          <p className="mt-1 text-slate-700" data-testid="primary-area">
            {primary.city}, {primary.state}
            {primary.zip ? ` ${primary.zip}` : ''}
          </p>
        ) : (
          <p className="mt-1 text-slate-600">No primary service area found</p>
        )}
      </div>
      {primaryError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Failed to update location: {primaryError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Service areas ({count})</h2>
        <div className="flex flex-wrap gap-2 text-sm">
          {EXPANDING.map(([expanded, label]) => (
            <Link
              key={expanded}
              to={`${HERE}&expanded=${expanded}`}
              preventScrollReset
              className="rounded-lg px-3 py-1.5 ring-1 ring-slate-300"
            >
              {label}
            </Link>
          ))}
          <Link
            to={`${HERE}&add=1`}
            preventScrollReset
            className="rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
          >
            Add Location
          </Link>
        </div>
      </div>
      {count === 0 ? (
        <p className="text-slate-600">No service areas added yet</p>
      ) : (
        <AreaGroups
          groups={data.groups}
          expanded={data.expanded}
          primaryKey={primaryKey}
          primaryFetcher={primaryFetcher}
        />
      )}
      {data.adding ? (
        <AddLocationDialog closeHref={HERE} result={resultFor(result, 'area-add')} />
      ) : null}
      {data.editing ? (
        <EditLocationDialog
          area={data.editing}
          closeHref={HERE}
          result={resultFor(result, 'area-update')}
        />
      ) : null}
      {data.removing ? (
        <RemoveLocationDialog
          area={data.removing}
          closeHref={HERE}
          result={resultFor(result, 'area-delete')}
        />
      ) : null}
    </div>
  )
}
