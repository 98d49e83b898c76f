import { type MetaFunction } from '@remix-run/cloudflare'

export const meta: MetaFunction = () => [{ title: 'Login Required | Mobile Detail Hub' }]

export default function Login() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Login Required</h1>
      <p className="mt-3 text-slate-600">Please log in to access protected areas.</p>
      <p className="mt-1 text-slate-600">Use the login button in the header to authenticate.</p>
    </section>
  )
}
