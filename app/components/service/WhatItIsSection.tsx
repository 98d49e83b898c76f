import { type ServiceContent } from '~/lib/service-content/types'
import { ProtectionChart } from './ProtectionChart'
import { Section } from './Section'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'
import { ServiceMediaView } from './ServiceMediaView'

export function WhatItIsSection({
  content,
  target,
}: {
  content: ServiceContent
  target: ServiceActionTarget
}) {
  const { whatItIs } = content
  return (
    <Section id="what-it-is" title={`What is ${content.title}?`}>
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-start">
        <div>
          <p className="text-lg text-slate-700">{whatItIs.description}</p>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Benefits</h3>
          <ul className="mt-3 space-y-2">
            {whatItIs.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-3 text-slate-700">
                <span aria-hidden className="mt-0.5 font-bold text-brand-700">
                  ✓
                </span>
                {benefit}
              </li>
            ))}
          </ul>
          <ServiceActions target={target} />
        </div>
        <div>
          <ServiceMediaView
            media={whatItIs.media}
            className="h-auto w-full rounded-xl bg-slate-100 shadow-md"
          />
          {whatItIs.chart ? <ProtectionChart highlight={whatItIs.chart.highlight} /> : null}
        </div>
      </div>
    </Section>
  )
}
