import { Form, Link } from '@remix-run/react'
import { dollars, shortDate } from '~/lib/dashboard/format'
import { type CustomersTab as Data } from '~/lib/dashboard/tab-data'
import { formatPhone } from '~/lib/format'
import { BookingCard } from './BookingCard'
import { QuoteCard } from './QuoteCard'
import { Field } from '~/components/forms'
import { PlainTable } from '~/components/lists'
import { buttonClass } from './shared'

export function CustomersTab({ data }: { data: Data }) {
  const zone = data.settings.timeZone
  const base = `?tab=customers${data.q ? `&q=${encodeURIComponent(data.q)}` : ''}`
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Customers</h2>
      <Form method="get" role="search" className="flex items-end gap-2">
        <input type="hidden" name="tab" value="customers" />
        <Field
          label="Search by name, email or phone"
          inputProps={{ id: 'customer-search', name: 'q', type: 'search', defaultValue: data.q }}
        />
        <button type="submit" className={buttonClass}>
          Search
        </button>
      </Form>
      {data.customers.length === 0 ? (
        <p className="text-slate-600">
          {data.q ? 'No customers match your search.' : 'No customers yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <PlainTable
            caption={`Customers, most recent first (${data.total})`}
            headings={['Name', 'Phone', 'Email', 'Requests', 'Last service', 'Confirmed value']}
            look="ruled"
          >
            {data.customers.map((c) => (
              <tr key={c.email} className="border-b border-slate-100">
                <th scope="row" className="p-2 font-medium">
                  <Link
                    className="underline"
                    to={`${base}&page=${data.page}&customer=${encodeURIComponent(c.email)}#history`}
                  >
                    {c.name}
                  </Link>
                </th>
                <td className="p-2">{formatPhone(c.phone)}</td>
                <td className="p-2">{c.email}</td>
                <td className="p-2">{c.requests}</td>
                <td className="p-2">
                  {c.lastService}, {shortDate(c.lastDate)}
                </td>
                <td className="p-2">{dollars(c.confirmedValueCents)}</td>
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
      {data.pages > 1 ? (
        <nav aria-label="Customer pages" className="flex items-center gap-3 text-sm">
          {data.page > 1 ? (
            <Link className="underline" to={`${base}&page=${data.page - 1}`}>
              Previous page
            </Link>
          ) : null}
          <span>{`Page ${data.page} of ${data.pages}`}</span>
          {data.page < data.pages ? (
            <Link className="underline" to={`${base}&page=${data.page + 1}`}>
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      {data.history ? (
        <section id="history" aria-labelledby="history-title" className="space-y-3">
          <h3 id="history-title" className="text-xl font-semibold">
            {`History of ${data.history.email}`}
          </h3>
          <ul className="space-y-3">
            {data.history.bookings.map((b) => (
              <li key={`b${b.id}`}>
                <BookingCard booking={b} zone={zone} />
              </li>
            ))}
            {data.history.quotes.map((q) => (
              <li key={`q${q.id}`}>
                <QuoteCard quote={q} zone={zone} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
