import { type ActionResult } from '~/lib/dashboard/action-result'
import type { WebsiteTabData } from '~/server/brand/website-tab.server'
import { AboutCard } from './AboutCard'
import { ColourCard } from './ColourCard'
import { DomainCard } from './DomainCard'
import { FaqCard } from './FaqCard'
import { GalleryCard } from './GalleryCard'
import { LogoCard } from './LogoCard'

/** The detailer's brand (logo, colour, About, gallery, own FAQ) and own domain (issue 28). */
export function WebsiteTab({
  data,
  result,
}: {
  data: WebsiteTabData
  result: ActionResult | null
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <LogoCard businessName={data.businessName} logoUrl={data.logoUrl} result={result} />
      <ColourCard brandColor={data.brandColor} result={result} />
      <div className="lg:col-span-2">
        <GalleryCard
          gallery={data.gallery}
          applicationPhotos={data.applicationPhotos}
          result={result}
        />
      </div>
      <AboutCard about={data.about} result={result} />
      <FaqCard faqs={data.faqs} result={result} />
      <div className="lg:col-span-2">
        <DomainCard domain={data.domain} result={result} />
      </div>
    </div>
  )
}
