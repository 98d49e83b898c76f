import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const marineDetailing: ServiceContent = {
  id: 'marine-detailing',
  title: 'Marine Detailing',
  description:
    'Dockside detailing for boats and yachts: gelcoat restoration, brightwork, teak, canvas and interiors, at your slip or marina.',
  heroImage: hero('marine', 'A cabin cruiser tied up at a marina dock with gleaming topsides'),
  quoteService: 'Marine Detailing',
  whatItIs: {
    description:
      'Marine detailing brings the detailer to your slip. Boats that live in the water face constant UV, salt or hard-water spray and bird droppings, and their gelcoat, stainless, teak and canvas each need their own care. We restore and protect the topsides, decks, cockpit and cabin in place, working within your marina’s rules, so you never have to haul out just to look after the finish.',
    benefits: [
      'Gelcoat oxidation removed and topsides protected',
      'Stainless rails and fittings polished, rust spots removed',
      'Teak cleaned and brightened without harsh stripping',
      'Canvas, enclosures and clear vinyl cleaned and protected',
      'Cabin and cockpit cleaned, including mildew treatment',
    ],
    media: art('what-marine', 'Illustration of a cruiser moored at a dock on calm water'),
  },
  process: {
    title: 'How a dockside detail works',
    steps: [
      {
        number: 1,
        title: 'Marina check-in',
        description:
          'We confirm access, water and power with the marina and follow its rules for contractors and runoff.',
      },
      {
        number: 2,
        title: 'Wash down',
        description:
          'Topsides, decks, cockpit and canvas washed with biodegradable marine soap, working top to bottom.',
      },
      {
        number: 3,
        title: 'Restore',
        description: [
          'Oxidised gelcoat compounded and polished',
          'Stainless and chrome brightwork polished',
          'Teak cleaned and brightened; canvas and clear vinyl treated',
        ],
      },
      {
        number: 4,
        title: 'Protect',
        description:
          'Marine sealant or coating on the gelcoat and UV protection on vinyl and canvas so the finish lasts the season.',
      },
    ],
    image: art('process-marine', 'A detailer polishing the side of a boat hull'),
  },
  results: {
    description: [
      'Topsides that gleam from the dock',
      'Polished stainless with no rust bleed',
      'A clean, fresh-smelling cabin and cockpit',
    ],
    ...pair(
      'gelcoat',
      'Boat topsides before detailing: dull, chalky gelcoat with waterline staining',
      'The same topsides after detailing: glossy white gelcoat with clean lines',
    ),
    containerSize: 'medium',
  },
  information: {
    title: 'Marine detailing questions',
    faqs: [
      {
        question: 'Can you work on my boat at the marina?',
        answer:
          'Yes. We work at your slip wherever the marina allows outside contractors; we check access, water and any insurance it requires before the appointment.',
      },
      {
        question: 'Do you clean below the waterline?',
        answer:
          'Not while the boat is in the water. Bottom cleaning and antifouling are done out of the water, and our boat detailing service covers trailered boats.',
      },
      {
        question: 'How often should a boat in the water be detailed?',
        answer:
          'Most owners book a full detail at the start and end of the season, with washes every few weeks in between; saltwater boats benefit from more frequent care.',
      },
      {
        question: 'Are your products safe for the water?',
        answer:
          'We use biodegradable, marine-safe soaps and control runoff according to marina rules.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Make your boat the best-looking one on the dock',
    description: 'Book a dockside detail or ask for a quote for your boat’s length and condition.',
    bookLabel: 'Book Marine Detailing',
    quoteLabel: 'Get a Marine Quote',
  },
}
