import { type ServiceContent, type ServiceStep } from '~/lib/service-content/types'
import { Section } from './Section'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'
import { ServiceMediaView } from './ServiceMediaView'

export function ProcessSection({
  content,
  target,
}: {
  content: ServiceContent
  target: ServiceActionTarget
}) {
  const { process } = content
  return (
    <Section id="process" title={process.title} tinted>
      <div className="mt-8 grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
        <ol className="space-y-6">
          {process.steps.map((step) => (
            <Step key={step.number} step={step} />
          ))}
        </ol>
        <ServiceMediaView
          media={process.image}
          className="h-auto w-full rounded-xl bg-slate-100 shadow-md"
        />
      </div>
      <ServiceActions target={target} />
    </Section>
  )
}

function Step({ step }: { step: ServiceStep }) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden
        className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
      >
        {step.number}
      </span>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          <span className="sr-only">Step {step.number}: </span>
          {step.title}
        </h3>
        {typeof step.description === 'string' ? (
          <p className="mt-1 text-slate-700">{step.description}</p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {step.description.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
