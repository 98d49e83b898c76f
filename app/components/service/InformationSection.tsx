import { type ServiceContent } from '~/lib/service-content/types'
import { Section } from './Section'
import { ServiceActions, type ServiceActionTarget } from './ServiceActions'
import { ServiceFaqList } from './ServiceFaqList'

export function InformationSection({
  content,
  target,
}: {
  content: ServiceContent
  target: ServiceActionTarget
}) {
  return (
    <Section id="information" title={content.information.title} tinted>
      <div className="mt-6 max-w-3xl">
        <ServiceFaqList faqs={content.information.faqs} />
      </div>
      <ServiceActions target={target} />
    </Section>
  )
}
