import { Form } from '@remix-run/react'
import { Field, SubmitButton, TextareaField } from '~/components/forms'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { dateTimeIn, dollars } from '~/lib/dashboard/format'
import { EVIDENCE_TEXT_MAX, MAX_EVIDENCE_PHOTOS } from '~/lib/payments/dispute-schema'
import { DISPUTE_STATUS_TEXT } from '~/lib/payments/dispute-view'
import type { MoneyTabData } from '~/server/payments/money-tab.server'
import { Card, Outcome, resultOf, useBusy } from '../website/Card'
import { disputeAnchor } from './DisputeNote'

type Dispute = MoneyTabData['disputes'][number]

function EvidenceForm({ d, result }: { d: Dispute; result: ActionResult | null }) {
  const busy = useBusy('dispute-evidence')
  const mine = resultOf(result, 'dispute-evidence')
  const id = d.id.replace(/\W/g, '')
  return (
    <Form
      method="post"
      action="?tab=money&upload=dispute-evidence"
      encType="multipart/form-data"
      preventScrollReset
      className="space-y-3"
    >
      <input type="hidden" name="intent" value="dispute-evidence" />
      <input type="hidden" name="dispute_id" value={d.id} />
      <TextareaField
        label="What happened"
        hint="The job done, when and where, and anything the customer said or signed."
        errors={mine.errors.text}
        textareaProps={{
          id: `evidence-text-${id}`,
          name: 'text',
          required: true,
          rows: 4,
          maxLength: EVIDENCE_TEXT_MAX,
          className: 'w-full rounded-md border border-slate-300 px-3 py-2',
        }}
      />
      <Field
        label={`Photos of the job (up to ${MAX_EVIDENCE_PHOTOS})`}
        errors={mine.errors.photos}
        inputProps={{
          id: `evidence-photos-${id}`,
          name: 'photos',
          type: 'file',
          multiple: true,
          accept: 'image/png,image/jpeg,image/webp',
        }}
      />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send evidence
      </SubmitButton>
    </Form>
  )
}

/** Disputes of the business's charges, each with its deadline and, while open, the evidence form. */
export function DisputesCard({
  data,
  result,
}: {
  data: MoneyTabData
  result: ActionResult | null
}) {
  if (data.disputes.length === 0) return null
  const mine = resultOf(result, 'dispute-evidence')
  return (
    <Card title="Disputes" id="money-disputes-heading">
      <p className="text-sm text-slate-600">
        A customer asked their bank to take a payment back. Until the bank decides, the amount is
        held from you. Send what shows the job was done before the deadline.
      </p>
      <Outcome result={mine.mine && Object.keys(mine.errors).length === 0 ? mine.mine : null} />
      <ul className="space-y-4">
        {data.disputes.map((d) => (
          <li
            key={d.id}
            id={disputeAnchor(d.id)}
            className="space-y-2 rounded-md p-3 ring-1 ring-slate-200"
            data-testid="dispute"
          >
            <p className="font-semibold">
              {`Booking ${d.bookingReference ?? ''} · ${dollars(d.amountCents)}`}
            </p>
            <p className="text-sm">{DISPUTE_STATUS_TEXT[d.status] ?? d.status}</p>
            {d.open ? (
              <p className="text-sm font-semibold text-red-800">
                Deadline for evidence: {dateTimeIn(d.evidenceDueBy, data.timeZone)}
              </p>
            ) : null}
            {d.evidenceSubmittedAt ? (
              <p className="text-sm text-slate-700">
                Evidence sent
                {d.evidenceFiles.length > 0 ? ` with ${d.evidenceFiles.length} photo(s)` : ''}:{' '}
                {d.evidenceText}
              </p>
            ) : d.open && !d.pastDeadline ? (
              <EvidenceForm d={d} result={result} />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  )
}
