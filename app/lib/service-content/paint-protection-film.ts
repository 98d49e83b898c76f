import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

/** Served at both /service/paint-protection-film and /service/ppf-installation (spec §2). */
export const paintProtectionFilm: ServiceContent = {
  id: 'paint-protection-film',
  title: 'Paint Protection Film',
  description:
    'Clear, self-healing urethane film that shields your paint from rock chips, scratches and stains, installed at your location.',
  heroImage: hero('ppf', 'Clear protective film being squeegeed onto the front bumper of a car'),
  quoteService: 'Paint Protection Film',
  whatItIs: {
    description:
      'Paint protection film (PPF, or "clear bra") is a thick, optically clear thermoplastic urethane film applied over your paint. It absorbs the impact of stones and road debris that would otherwise chip through to bare metal, and its self-healing top coat lets light scratches and swirl marks disappear with warmth from the sun or warm water. It is the only protection that truly stops rock chips, and it can be removed later without harming factory paint.',
    benefits: [
      'Stops rock chips, sand blasting and road debris damage',
      'Self-healing top coat: light scratches vanish with heat',
      'Virtually invisible, with a gloss or satin finish',
      'Protects resale value by keeping original paint perfect',
      'Can be topped with a ceramic coating for easy cleaning',
    ],
    media: art(
      'what-ppf',
      'Diagram of a stone bouncing off a clear film layer that sits on top of the clear coat and paint',
    ),
    chart: { kind: 'protection-comparison', highlight: 'ppf' },
  },
  process: {
    title: 'How we install paint protection film',
    steps: [
      {
        number: 1,
        title: 'Choose your coverage',
        description: [
          'Front end: bumper, headlights, mirrors and the leading part of the hood and fenders',
          'Full front: the entire hood, fenders and bumper',
          'Full vehicle: every painted panel',
        ],
      },
      {
        number: 2,
        title: 'Prepare the paint',
        description:
          'A full wash, decontamination and, where needed, a polish, because film magnifies anything left underneath.',
      },
      {
        number: 3,
        title: 'Precision-cut film',
        description:
          'Patterns cut for your exact make and model, with edges wrapped where possible so seams stay hidden.',
      },
      {
        number: 4,
        title: 'Install and post-heat',
        description:
          'The film is laid with a slip solution, squeegeed free of water and air, and heat-set along every edge.',
      },
    ],
    image: art(
      'process-film',
      'A squeegee pushing slip solution out from under clear film on a hood',
    ),
  },
  results: {
    description: [
      'Paint that stays chip-free on highway miles',
      'Film that is practically invisible once cured',
      'Light swirls in the film heal themselves in the sun',
    ],
    ...pair(
      'chips',
      'An unprotected white hood covered in small rock chips and scratches',
      'A film-protected white hood, clean and unmarked after the same miles',
    ),
    containerSize: 'medium',
  },
  information: {
    title: 'Paint protection film questions',
    faqs: [
      {
        question: 'How long does installation take?',
        answer:
          'A front-end package usually takes 1-2 days, and a full vehicle wrap takes 2-3 days, including preparation and time for the film to settle.',
      },
      {
        question: 'When can I wash my car after installation?',
        answer:
          'Wait 48 hours before washing so the adhesive can set and no water creeps under the edges. Small water bubbles or haze under the film are normal in the first days and evaporate on their own.',
      },
      {
        question: 'Will the film yellow or peel?',
        answer:
          'Modern urethane films are UV-stable and resist yellowing, and quality films come with a manufacturer warranty against yellowing, cracking and peeling.',
      },
      {
        question: 'Can I still ceramic coat my car?',
        answer:
          'Yes. Many owners coat the film and the remaining paint, which adds gloss and makes the whole car easier to wash.',
      },
      {
        question: 'Can the film be removed?',
        answer:
          'Yes. Film can be removed with gentle heat without damaging factory paint, which makes it ideal for leased vehicles.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Stop rock chips before they happen',
    description:
      'Tell us about your vehicle and the coverage you want, and we will plan the install.',
    bookLabel: 'Book PPF Installation',
    quoteLabel: 'Get a PPF Quote',
  },
}
