import { Link } from '@remix-run/react'
import { type ReactNode } from 'react'
import { type PendingForReview } from '~/server/admin/pending-details.server'
import { formatDate } from './ui'

interface Props {
  rows: readonly PendingForReview[]
  href: (changes: Record<string, string | number | undefined>) => string
}

const action = 'rounded-md border px-3 py-1.5 text-sm font-semibold'

// Stored as ten digits; shown the way people write them.
function phoneText(phone: string | null): string {
  const m = phone ? /^(\d{3})(\d{3})(\d{4})$/.exec(phone) : null
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : (phone ?? '—')
}

function Fact({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 md:col-span-4' : 'min-w-0'}>
      <dt className="text-xs font-medium text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  )
}

/**
 * Spec §3 pending applications as cards: everything the admin judges an application by (contact,
 * services, links, notes, proof-of-work photos) with Approve and Reject in the card's top corner,
 * so they are on screen at any width without scrolling sideways. Each opens its dialog via the URL.
 */
export function PendingList({ rows, href }: Props) {
  return (
    <ul aria-label="Pending applications" className="space-y-4">
      {rows.map((app) => (
        <li key={app.id}>
          <article
            aria-labelledby={`application-${app.id}`}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 id={`application-${app.id}`} className="text-lg font-semibold">
                  {app.business_name}
                </h3>
                <p className="text-sm text-slate-600">
                  Applied {formatDate(app.application_date)} · {app.city}, {app.state_code}
                </p>
              </div>
              <div className="flex gap-2">
                <Link
                  to={href({ approve: app.id })}
                  className={`${action} border-green-600 bg-green-700 text-white hover:bg-green-800`}
                  aria-label={`Approve ${app.business_name}`}
                >
                  Approve
                </Link>
                <Link
                  to={href({ reject: app.id })}
                  className={`${action} border-red-300 text-red-700 hover:bg-red-50`}
                  aria-label={`Reject ${app.business_name}`}
                >
                  Reject
                </Link>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-4">
              <Fact term="Owner">{app.owner}</Fact>
              <Fact term="Email">
                <a href={`mailto:${app.email}`} className="text-brand-700 underline">
                  {app.email}
                </a>
              </Fact>
              <Fact term="Phone">{phoneText(app.phone)}</Fact>
              <Fact term="Source">{app.source ?? '—'}</Fact>
              <Fact term="City">{app.city}</Fact>
              <Fact term="State">{app.state_code}</Fact>
              <Fact term="ZIP">{app.postal_code ?? '—'}</Fact>
              <Fact term="Insured">{app.has_insurance ? 'Yes' : 'No'}</Fact>
              <Fact term="Services" wide>
                {app.categories.length > 0 ? app.categories.join(', ') : '—'}
              </Fact>
              <Fact term="Website and social" wide>
                {app.links.length > 0 ? (
                  <span className="flex flex-wrap gap-x-4 gap-y-1">
                    {app.links.map((link) => (
                      <a
                        key={link.label}
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="text-brand-700 underline"
                      >
                        {link.label}
                      </a>
                    ))}
                  </span>
                ) : (
                  'None given'
                )}
              </Fact>
              <Fact term="Notes" wide>
                <span className="whitespace-pre-line">{app.notes ?? '—'}</span>
              </Fact>
            </dl>
            <Photos app={app} />
          </article>
        </li>
      ))}
    </ul>
  )
}

/** Proof-of-work thumbnails; each opens the full-size image. */
function Photos({ app }: { app: PendingForReview }) {
  if (app.photos.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">No proof-of-work photos</p>
  }
  return (
    <div className="mt-3">
      <h4 className="text-xs font-medium text-slate-600">Proof of work</h4>
      <ul className="mt-1 flex flex-wrap gap-2">
        {app.photos.map((photo, i) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-md ring-brand-600 hover:ring-2"
            >
              <img
                src={photo.url}
                alt={`Proof of work ${i + 1} of ${app.photos.length} from ${app.business_name} (opens full size)`}
                loading="lazy"
                className="h-24 w-24 rounded-md border border-slate-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
