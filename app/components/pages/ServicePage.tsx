import { Link, useParams } from '@remix-run/react'
import { ActionSection } from '~/components/service/ActionSection'
import { BackLink } from '~/components/service/BackLink'
import { InformationSection } from '~/components/service/InformationSection'
import { ProcessSection } from '~/components/service/ProcessSection'
import { ResultsSection } from '~/components/service/ResultsSection'
import { type ServiceActionTarget } from '~/components/service/ServiceActions'
import { ServiceHero } from '~/components/service/ServiceHero'
import { WhatItIsSection } from '~/components/service/WhatItIsSection'
import { type ServiceContent } from '~/lib/service-content/types'
import { type Site, sitePath } from '~/lib/site'

interface Props {
  site: Site
  content: ServiceContent
}

/** A service page (spec §2): hero, what it is, process, results, FAQ, call to action. */
export function ServicePage({ site, content }: Props) {
  const affiliate = site.mode === 'affiliate' ? site.tenant : null
  const target: ServiceActionTarget = {
    bookHref: sitePath(site, '/booking'),
    businessSlug: affiliate?.slug ?? null,
    businessName: affiliate?.businessName,
    quoteService: content.quoteService,
  }
  const sectionProps = { content, target }
  return (
    <article data-testid="service-page" data-service={content.id}>
      <BackLink site={site} />
      <ServiceHero
        content={content}
        target={target}
        providerName={affiliate?.businessName ?? 'Mobile Detail Hub'}
      />
      <WhatItIsSection {...sectionProps} />
      <ProcessSection {...sectionProps} />
      <ResultsSection {...sectionProps} />
      <InformationSection {...sectionProps} />
      <ActionSection {...sectionProps} />
    </article>
  )
}

export function ServiceNotFound() {
  // On the marketplace host the slug (if any) leads home to that site; a custom host has none.
  const { slug } = useParams()
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">Service Not Found</h1>
      <p className="mt-3 text-slate-600">The requested service could not be found.</p>
      <Link
        to={slug ? `/${slug}#services` : '/#services'}
        className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-900"
      >
        See all services
      </Link>
    </section>
  )
}
