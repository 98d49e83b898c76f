import { type FetcherWithComponents, Link } from '@remix-run/react'
import { type ActionResult } from '~/lib/dashboard/action-result'
import type { LocationsTabData } from '~/server/dashboard/locations-tab.server'

interface Props {
  groups: LocationsTabData['groups']
  expanded: 'all' | 'none'
  primaryKey: string | null
  primaryFetcher: FetcherWithComponents<ActionResult>
}

const money = (n: number) => `$${n.toFixed(2)}`

/** Areas by state in native <details>: collapsible with or without JavaScript. */
export function AreaGroups({ groups, expanded, primaryKey, primaryFetcher }: Props) {
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <details
          key={`${group.state}-${expanded}`}
          open={expanded === 'all'}
          className="rounded-xl bg-white ring-1 ring-slate-200"
        >
          <summary className="cursor-pointer px-4 py-3 font-semibold">
            {group.name} ({group.state}){' '}
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {group.areas.length}
            </span>
          </summary>
          <ul
            aria-label={`Service areas in ${group.name}`}
            className="divide-y divide-slate-100 border-t border-slate-100"
          >
            {group.areas.map((area) => {
              const isPrimary = area.key === primaryKey
              return (
                <li key={area.key} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <Link
                    to={`?tab=locations&area=${area.key}`}
                    preventScrollReset
                    className="min-w-0 flex-1 hover:underline"
                  >
                    {/* Named by what it shows (WCAG 2.5.3, label in name), "Edit" in front. */}
                    <span className="sr-only">Edit </span>
                    <span className="font-medium">
                      {area.city}, {area.state}
                    </span>{' '}
                    <span className="ml-1 text-sm text-slate-600">
                      {area.zip ?? 'No ZIP'} · minimum {money(area.minimum)} · ×{area.multiplier}
                    </span>
                  </Link>
                  {isPrimary ? (
                    <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                      Primary
                    </span>
                  ) : (
                    <primaryFetcher.Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="area-primary" />
                      <input type="hidden" name="key" value={area.key} />
                      <button
                        type="submit"
                        className="rounded px-2 py-1 text-sm ring-1 ring-slate-300"
                      >
                        Make primary
                        <span className="sr-only">
                          {' '}
                          for {area.city}, {area.state}
                        </span>
                      </button>
                    </primaryFetcher.Form>
                  )}
                  <Link
                    to={`?tab=locations&remove=${area.key}`}
                    preventScrollReset
                    aria-label={`Delete ${area.city}, ${area.state}`}
                    className="rounded px-2 py-1 text-sm text-red-700 ring-1 ring-red-300"
                  >
                    Delete
                  </Link>
                </li>
              )
            })}
          </ul>
        </details>
      ))}
    </div>
  )
}
