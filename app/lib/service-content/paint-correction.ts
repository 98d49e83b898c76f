import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const paintCorrection: ServiceContent = {
  id: 'paint-correction',
  title: 'Paint Correction',
  description:
    'Machine polishing that removes swirl marks, light scratches, oxidation and water spots to restore true gloss and clarity to your paint.',
  heroImage: hero(
    'correction',
    'A dual-action polisher restoring gloss to half of a dark car panel',
  ),
  quoteService: 'Paint Correction',
  whatItIs: {
    description:
      'Most dull paint is not faded: its clear coat is covered in microscopic scratches from washing and drying, and each one scatters light into the spiderweb "swirls" you see in the sun. Paint correction levels the clear coat with machine polishers and abrasive compounds and polishes until those defects are gone, so light reflects cleanly again. We measure paint thickness before we start so we remove as little clear coat as possible.',
    benefits: [
      'Removes swirl marks, holograms and wash marring',
      'Reduces light scratches, water spot etching and oxidation',
      'Restores depth, clarity and true colour',
      'The ideal base before a ceramic coating or film',
      'Paint thickness measured so corrections stay safe',
    ],
    media: art(
      'what-correction',
      'Cross-section of clear coat with jagged scratches on the left and a levelled, smooth surface on the right',
    ),
  },
  process: {
    title: 'Our paint correction stages',
    steps: [
      {
        number: 1,
        title: 'Wash, decontaminate and inspect',
        description:
          'A full wash and clay treatment, then every panel is inspected under strong lights and measured with a paint depth gauge.',
      },
      {
        number: 2,
        title: 'Test spot',
        description:
          'We try pad and polish combinations on a small area to find the least aggressive way to get the result.',
      },
      {
        number: 3,
        title: 'Correction',
        description: [
          '1-stage: a single polish for light swirls and added gloss',
          '2-stage: a cutting compound, then a refining polish, for moderate defects',
          '3-stage: heavier cutting plus two refining steps for badly marred paint',
        ],
      },
      {
        number: 4,
        title: 'Wipe down and protect',
        description:
          'Polishing oils are removed so you see the real result, then the paint is sealed or ceramic coated.',
      },
    ],
    image: art(
      'process-polish',
      'A machine polisher working on a car door under an inspection light',
    ),
  },
  results: {
    description: [
      'Swirl-free paint that looks wet in direct sun',
      'Sharper reflections and richer colour',
      'Most light scratches gone or greatly reduced',
    ],
    ...pair(
      'paint',
      'Dark blue paint before correction: swirl marks and haze under light',
      'The same paint after a 2-stage correction: clear, deep gloss',
    ),
    containerSize: 'large',
  },
  information: {
    title: 'Paint correction questions',
    faqs: [
      {
        question: 'Can every scratch be removed?',
        answer:
          'Not always. If a scratch catches your fingernail it is usually too deep to remove safely, but polishing rounds its edges so it becomes much harder to see.',
      },
      {
        question: 'How long does paint correction take?',
        answer:
          'On a car, a 1-stage correction takes about 5 hours, a 2-stage about 8 hours and a 3-stage about 12 hours. Trucks, boats and RVs take longer, and larger jobs are split over two days.',
      },
      {
        question: 'Which stage do I need?',
        answer:
          'Light swirls usually need only a 1-stage polish. Visible swirls and haze call for a 2-stage correction, and heavily neglected paint for a 3-stage. We confirm with a test spot on the day.',
      },
      {
        question: 'Does correction thin my paint?',
        answer:
          'It removes a very small amount of clear coat, which is why we measure paint depth first and use the gentlest method that works.',
      },
      {
        question: 'How do I keep the paint swirl-free?',
        answer:
          'Wash by hand with clean mitts, dry with soft towels and avoid brush car washes. A ceramic coating makes the finish harder to mar.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Bring back the gloss',
    description: 'Book a correction or send us photos for a quote tailored to your paint.',
    bookLabel: 'Book Paint Correction',
    quoteLabel: 'Get a Correction Quote',
  },
}
