import { type QUOTE_SERVICES } from '../quote-options'
import { type ProtectionOption } from './comparison'

/** An image or a video (decided by the file extension, see mediaKind). */
export interface ServiceMedia {
  src: string
  alt: string
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number
  height: number
  /** WebVTT captions, for videos. */
  captions?: string
}

export interface ServiceStep {
  number: number
  title: string
  /** A paragraph, or a list of short points. */
  description: string | string[]
}

export interface ServiceFaq {
  question: string
  answer: string
}

export type ContainerSize = 'small' | 'medium' | 'large'

/** The service page content of spec §3, one per service key. */
export interface ServiceContent {
  id: string
  title: string
  /** One or two sentences; doubles as the meta description, so at most 160 characters. */
  description: string
  heroImage: ServiceMedia
  /** The quote modal's service checkbox this page preselects. */
  quoteService: (typeof QUOTE_SERVICES)[number]
  whatItIs: {
    description: string
    benefits: string[]
    media: ServiceMedia
    /** The protection comparison of spec §3, with this page's own option highlighted. */
    chart?: { kind: 'protection-comparison'; highlight: ProtectionOption['key'] }
  }
  process: {
    title: string
    steps: ServiceStep[]
    image: ServiceMedia
  }
  results: {
    description: string[]
    beforeImage?: ServiceMedia
    afterImage?: ServiceMedia
    containerSize: ContainerSize
  }
  information: {
    title: string
    faqs: ServiceFaq[]
  }
  action: {
    title: string
    description: string
    bookLabel: string
    quoteLabel: string
  }
}
