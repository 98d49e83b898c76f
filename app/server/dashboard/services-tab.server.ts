import { CATEGORIES, VEHICLES } from '~/lib/service-schema'
import { selectionFromParams } from '~/lib/dashboard/services-nav'
import { type Db } from '../db.server'
import { listServices } from '../services.server'

/**
 * The services tab: the chosen vehicle and category's services with all their tiers (disabled
 * ones too: the owner edits them), plus what the URL asks for (editor, delete confirmation).
 */
export async function loadServicesTab(db: Db, affiliateId: number, url: URL) {
  const selection = selectionFromParams(url.searchParams)
  const services = await listServices(db, {
    affiliateId,
    vehicleId: VEHICLES[selection.vehicle],
    categoryId: CATEGORIES[selection.category],
    enabledTiersOnly: false,
  })
  const selected = services.find((s) => s.id === selection.serviceId) ?? null
  const editorParam = url.searchParams.get('editor')
  const editor = editorParam === 'new' ? 'new' : editorParam && selected ? 'edit' : null
  return {
    kind: 'services' as const,
    selection: { ...selection, serviceId: selected?.id ?? null },
    services,
    selected,
    editor,
    confirmDelete: url.searchParams.get('confirm') === 'delete' && selected !== null,
  }
}

export type ServicesTabData = Awaited<ReturnType<typeof loadServicesTab>>
