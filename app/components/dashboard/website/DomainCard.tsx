import { Field, type FieldMeta, fieldsFrom, SubmitButton } from '~/components/forms'
import { PlainTable } from '~/components/lists'
import { type ActionResult } from '~/lib/dashboard/action-result'
import type { WebsiteTabData } from '~/server/brand/website-tab.server'
import { ActionButton, Card, Outcome, RemoveButton, resultOf, TabForm, useBusy } from './Card'

type Domain = NonNullable<WebsiteTabData['domain']>

const statusText = (status: string) =>
  status === 'active' ? 'Active' : status === 'deleted' ? 'Removed at Cloudflare' : 'Pending'

function DomainStatus({ domain }: { domain: Domain }) {
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline font-medium">Domain: </dt>
        <dd className="inline">
          {domain.claimed ? 'Waiting for your TXT record' : statusText(domain.hostnameStatus)}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">Certificate: </dt>
        <dd className="inline">{domain.claimed ? 'Not started' : statusText(domain.sslStatus)}</dd>
      </div>
    </dl>
  )
}

function Records({ domain }: { domain: Domain }) {
  return (
    <div>
      <h3 className="font-semibold">Add these records at your DNS provider</h3>
      <p className="text-sm text-slate-600">
        Copy each one exactly. We check every five minutes; both statuses turn Active once they are
        in place (often within minutes, at most a day).
        {domain.claimed
          ? ' The TXT record named _mdh-challenge proves the domain is yours: if several businesses claim one domain, the first whose record we find gets it. Two more records to add appear here once it is found.'
          : null}
      </p>
      <div className="mt-2 overflow-x-auto rounded-lg ring-1 ring-slate-200">
        <PlainTable headings={['Type', 'Name', 'Value']}>
          {domain.records.map((r) => (
            <tr key={`${r.type}-${r.name}`}>
              <td className="px-3 py-2 font-medium">{r.type}</td>
              <td className="break-all px-3 py-2 font-mono">{r.name}</td>
              <td className="break-all px-3 py-2 font-mono">{r.value}</td>
            </tr>
          ))}
        </PlainTable>
      </div>
    </div>
  )
}

function AddDomainForm({ field, busy }: { field: FieldMeta; busy: boolean }) {
  return (
    <TabForm intent="website-domain-add" className="flex flex-wrap items-end gap-3">
      <Field
        label="Domain"
        hint="For example www.example-detailing.com"
        meta={field}
        className="min-w-[16rem] flex-1"
        inputProps={{
          required: true,
          maxLength: 253,
          autoComplete: 'off',
          autoCapitalize: 'none',
          spellCheck: false,
          inputMode: 'url',
        }}
      />
      <SubmitButton busy={busy} busyLabel="Adding...">
        Add domain
      </SubmitButton>
    </TabForm>
  )
}

export function DomainCard({
  domain,
  result,
}: {
  domain: WebsiteTabData['domain']
  result: ActionResult | null
}) {
  const add = resultOf(result, 'website-domain-add')
  const field = fieldsFrom(add.errors, 'website')
  const busy = useBusy('website-domain-add')
  return (
    <Card title="Your own domain" id="website-domain-heading">
      {domain && !domain.lost ? (
        <>
          <p className="text-slate-800">
            {domain.live ? (
              <>
                Your site is live at{' '}
                <a
                  href={`https://${domain.hostname}/`}
                  className="font-semibold text-brand-700 underline"
                >
                  {domain.hostname}
                </a>
                .
              </>
            ) : (
              <>
                <span className="font-semibold">{domain.hostname}</span> is being set up.
              </>
            )}
          </p>
          <DomainStatus domain={domain} />
          {domain.live ? null : <Records domain={domain} />}
          <Outcome result={add.mine} />
          <div className="flex flex-wrap gap-2">
            {domain.live ? null : (
              <ActionButton
                intent="website-domain-check"
                label="Check status now"
                busyLabel="Checking..."
              />
            )}
            <RemoveButton
              intent="website-domain-remove"
              values={{ hostname: domain.hostname }}
              label="Remove domain"
            />
          </div>
          <Outcome result={resultOf(result, 'website-domain-check').mine} />
        </>
      ) : (
        <>
          {domain?.lost ? (
            <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
              <p>{domain.lost}</p>
              <div className="mt-2">
                <ActionButton
                  intent="website-domain-remove"
                  values={{ hostname: domain.hostname }}
                  label="Dismiss"
                  busyLabel="Dismissing..."
                />
              </div>
            </div>
          ) : null}
          <p className="text-sm text-slate-600">
            Use the domain on your van and cards. Enter it, then add the DNS records we show you.
          </p>
          <AddDomainForm field={field('hostname')} busy={busy} />
          <Outcome result={add.mine} />
        </>
      )}
      <Outcome result={resultOf(result, 'website-domain-remove').mine} />
    </Card>
  )
}
