import { Field, fieldsFrom, SubmitButton, TextareaField } from '~/components/forms'
import { type BrandFaq } from '~/lib/brand/types'
import { type ActionResult } from '~/lib/dashboard/action-result'
import { Card, Outcome, RemoveButton, resultOf, TabForm, useBusy } from './Card'

export function FaqCard({ faqs, result }: { faqs: BrandFaq[]; result: ActionResult | null }) {
  const { mine, errors } = resultOf(result, 'website-faq-add')
  const removed = resultOf(result, 'website-faq-delete').mine
  const field = fieldsFrom(errors, 'website-faq')
  const busy = useBusy('website-faq-add')
  return (
    <Card title="Your FAQ" id="website-faq-heading">
      <p className="text-sm text-slate-600">
        Your own questions show before the ones we write for you.
      </p>
      {faqs.length ? (
        <ol className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
          {faqs.map((f, index) => (
            <li
              key={`${index}-${f.question}`}
              className="flex flex-wrap items-start justify-between gap-2 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{f.question}</p>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{f.answer}</p>
              </div>
              <RemoveButton
                intent="website-faq-delete"
                values={{ index, question: f.question }}
                label="Remove"
              />
            </li>
          ))}
        </ol>
      ) : null}
      <Outcome result={removed} />
      {/* Keyed by the count, so the fields empty once a question is added. */}
      <TabForm key={faqs.length} intent="website-faq-add" className="space-y-3">
        <Field
          label="Question"
          meta={field('question')}
          inputProps={{ required: true, maxLength: 200 }}
        />
        <TextareaField
          label="Answer"
          meta={field('answer')}
          textareaProps={{ required: true, rows: 3, maxLength: 1000 }}
        />
        <SubmitButton busy={busy} busyLabel="Adding...">
          Add question
        </SubmitButton>
      </TabForm>
      <Outcome result={mine} />
    </Card>
  )
}
