import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const ceramicCoating: ServiceContent = {
  id: 'ceramic-coating',
  title: 'Ceramic Coating',
  description:
    'A hard, glossy ceramic layer bonded to your paint that repels water and dirt; our 2-stage coating lasts 3-5 years with simple care.',
  heroImage: hero('ceramic', 'Water beading into tight droplets on a ceramic-coated car hood'),
  quoteService: 'Ceramic Coating',
  whatItIs: {
    description:
      'A ceramic coating is a liquid silica (SiO2) polymer that is applied by hand and cures into a thin, hard, transparent layer chemically bonded to your clear coat. Unlike wax, which sits on the surface and washes away in weeks, a coating becomes part of the finish: it resists UV fading, bird droppings, road salt and chemical stains, and its slick surface makes dirt release with a simple wash. It does not stop rock chips; for that, paint protection film is the right tool.',
    benefits: [
      'Intense gloss and depth that lasts for years, not weeks',
      'Strong water beading: rain and dirt slide off the paint',
      'Resists UV, bird droppings, tree sap and road salt stains',
      'Faster, easier washes and no more waxing',
      'A 2-stage coating lasts 3-5 years with proper maintenance',
    ],
    media: art(
      'what-ceramic',
      'Diagram of paint layers: base coat, clear coat and a thin ceramic layer on top shedding water droplets',
    ),
    chart: { kind: 'protection-comparison', highlight: 'ceramic' },
  },
  process: {
    title: 'How we apply a ceramic coating',
    steps: [
      {
        number: 1,
        title: 'Wash and decontaminate',
        description:
          'A full hand wash, iron removal and clay bar treatment so nothing is sealed under the coating.',
      },
      {
        number: 2,
        title: 'Paint correction',
        description:
          'Machine polishing removes swirls and light scratches first, because a coating locks in whatever the paint looks like underneath.',
      },
      {
        number: 3,
        title: 'Panel wipe',
        description:
          'Every panel is wiped with a prep solvent to remove polishing oils so the coating bonds directly to the clear coat.',
      },
      {
        number: 4,
        title: 'Coating and cure',
        description: [
          'Applied panel by panel in a cross-hatch pattern, then levelled by hand',
          'A 2-stage package adds a second layer for extra thickness and durability',
          'Inspected under lights for high spots before it cures',
        ],
      },
    ],
    image: art('process-coating', 'Applicator block spreading coating across a polished panel'),
  },
  results: {
    description: [
      'Glass-like gloss that makes colour look deeper',
      'Water beads and sheets off, taking dirt with it',
      'Paint that stays cleaner for longer between washes',
    ],
    ...pair(
      'paint',
      'Dark blue paint before coating: hazy, swirled and dull',
      'The same paint after correction and ceramic coating: glossy with crisp reflections',
    ),
    containerSize: 'large',
  },
  information: {
    title: 'Ceramic coating questions',
    faqs: [
      {
        question: 'How long does a ceramic coating last?',
        answer:
          'Our 2-stage ceramic coating lasts 3-5 years when it is washed regularly with pH-neutral soap. A 1-stage coating is a lighter, shorter-lived option, and a 3-stage coating adds the most thickness.',
      },
      {
        question: 'How long does the appointment take?',
        answer:
          'Plan on a full day or more: about 8 hours for a 1-stage coating on a car and about 12 hours for a 2-stage coating, longer for trucks, boats and RVs. Larger jobs are usually split over two days.',
      },
      {
        question: 'How do I care for the car afterwards?',
        answer:
          'Keep it dry for the first 24 hours and avoid washing it for about a week while the coating fully cures. After that, hand wash with a pH-neutral soap and skip automatic brush washes.',
      },
      {
        question: 'Will a ceramic coating protect against rock chips?',
        answer:
          'No. A coating resists chemicals, UV and light marring, but it is far too thin to stop stone chips. Paint protection film is designed for impact protection, and the two can be combined.',
      },
      {
        question: 'Is a coating the same as a wax or sealant?',
        answer:
          'No. Wax and sealants sit on top of the paint and wear off in weeks or months. A coating bonds to the clear coat, is harder and lasts years.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Protect your paint for years',
    description: 'Book your coating or ask us for a quote for your vehicle and its condition.',
    bookLabel: 'Book Ceramic Coating',
    quoteLabel: 'Get a Coating Quote',
  },
}
