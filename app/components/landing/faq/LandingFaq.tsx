import { useMemo } from 'react'
import { useLocationContext } from '~/components/landing/location/LocationContext'
import { buildAffiliateFaq, ownFaqCategory } from '~/lib/faq/affiliate'
import { type FaqCategory } from '~/lib/faq/types'
import { FaqSection } from './FaqSection'

interface Props {
  /** The platform's questions; null on a detailer's site, whose questions are built here. */
  faq: FaqCategory[] | null
  businessName: string | null
  ownFaqs: readonly { question: string; answer: string }[] | undefined
}

/** The landing's FAQ: the platform's, or the detailer's own questions then those built for it. */
export function LandingFaq({ faq, businessName, ownFaqs }: Props) {
  const { areas, effective } = useLocationContext()
  const categories = useMemo(
    () =>
      faq ?? [
        ...ownFaqCategory(businessName ?? '', ownFaqs ?? []),
        ...buildAffiliateFaq({ businessName: businessName ?? '', location: effective, areas }),
      ],
    [faq, businessName, effective, areas, ownFaqs],
  )
  const intro = businessName
    ? `Answers about ${businessName}${effective ? ` in ${effective.city}, ${effective.state}` : ''}.`
    : 'Answers for customers and detailers, from booking to becoming a partner.'
  return <FaqSection categories={categories} intro={intro} />
}
