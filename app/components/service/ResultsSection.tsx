import { type ServiceContent } from '~/lib/service-content/types'
import { BeforeAfterSlider } from './BeforeAfterSlider'
import { Section } from './Section'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'

export function ResultsSection({
  content,
  target,
}: {
  content: ServiceContent
  target: ServiceActionTarget
}) {
  const { results } = content
  return (
    <Section id="results" title="See the difference">
      <ul className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-3">
        {results.description.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden className="font-bold text-brand-700">
              ✓
            </span>
            {line}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <BeforeAfterSlider
          before={results.beforeImage}
          after={results.afterImage}
          size={results.containerSize}
        />
      </div>
      <ServiceActions target={target} />
    </Section>
  )
}
