import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { requireRole } from '~/server/guards.server'

export const meta: MetaFunction = () => [{ title: 'Admin Dashboard | Mobile Detail Hub' }]

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireRole(context, request, 'admin')
  return null
}

export default function AdminDashboard() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </section>
  )
}
