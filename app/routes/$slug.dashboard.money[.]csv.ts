import { type LoaderFunctionArgs } from '@remix-run/cloudflare'
import { settingsQuery, toSettings } from '~/server/dashboard/business/settings.server'
import { requireTenantAccess } from '~/server/guards.server'
import { methodNotAllowed } from '~/server/http.server'
import { ledgerCsv } from '~/server/payments/ledger-csv.server'

// GET /{slug}/dashboard/money.csv: the business's ledger for its taxes, for its owner or an
// admin (anyone else: 403). Streamed, so years of payments fit a Worker's memory.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { tenant } = await requireTenantAccess(context, request, params.slug)
  const settings = toSettings((await settingsQuery(context.db, tenant.id))[0])
  const day = new Date().toISOString().slice(0, 10)
  return new Response(ledgerCsv(context.db, tenant.id, settings.timeZone), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${tenant.slug ?? 'business'}-payments-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

export const action = () => methodNotAllowed(['GET', 'HEAD'])
