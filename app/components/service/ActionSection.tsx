import { type ServiceContent } from '~/lib/service-content/types'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'

export function ActionSection({
  content,
  target,
}: {
  content: ServiceContent
  target: ServiceActionTarget
}) {
  const { action } = content
  return (
    <section aria-labelledby="service-action" className="bg-brand-900 px-4 py-16 text-white">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="service-action" className="text-3xl font-bold">
          {action.title}
        </h2>
        <p className="mt-3 text-lg text-brand-100">{action.description}</p>
        <div className="flex justify-center">
          <ServiceActions
            target={target}
            tone="light"
            bookLabel={action.bookLabel}
            quoteLabel={action.quoteLabel}
          />
        </div>
      </div>
    </section>
  )
}
