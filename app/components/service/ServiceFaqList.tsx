import { type ServiceFaq } from '~/lib/service-content/types'

/**
 * FAQ accordion on native <details>: keyboard (Enter/Space), screen-reader state and toggling
 * all work before hydration and cost no client JavaScript. Items open independently.
 */
export function ServiceFaqList({ faqs }: { faqs: ServiceFaq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <span
              aria-hidden
              className="text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="px-4 pb-5 text-slate-700 sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
