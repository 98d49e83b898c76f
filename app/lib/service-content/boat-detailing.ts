import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const boatDetailing: ServiceContent = {
  id: 'boat-detailing',
  title: 'Boat Detailing',
  description:
    'Hull, deck and interior detailing for trailered boats, done on the trailer at your home so your boat is lake-ready without a trip to the shop.',
  heroImage: hero('boat', 'A runabout boat on its trailer with a freshly polished white hull'),
  quoteService: 'Marine Detailing',
  whatItIs: {
    description:
      'Sun, water and hard water minerals are tough on a boat. Gelcoat oxidises into a chalky film, the waterline collects scum and stains, and vinyl seats fade and grow mildew. A boat detail cleans and restores every surface from the hull to the helm while the boat sits on its trailer, so we can reach the whole hull, including the bottom that is underwater all season.',
    benefits: [
      'Oxidation removed from gelcoat to bring back colour and shine',
      'Waterline and scum line stains lifted',
      'Vinyl seats cleaned and treated against UV and mildew',
      'Non-skid decks scrubbed without leaving them slippery',
      'Marine-grade wax or sealant to protect the hull for the season',
    ],
    media: art('what-boat', 'Illustration of a bow rider boat on a trailer with a glossy hull'),
  },
  process: {
    title: 'How we detail your boat',
    steps: [
      {
        number: 1,
        title: 'Inspection',
        description:
          'We check the gelcoat, upholstery, metal and canvas with you and agree what matters most.',
      },
      {
        number: 2,
        title: 'Wash and stain removal',
        description: [
          'Full hand wash of hull, deck and topsides with marine-safe soap',
          'Waterline and rust stains treated with dedicated cleaners',
        ],
      },
      {
        number: 3,
        title: 'Oxidation removal',
        description:
          'Chalky gelcoat is compounded and polished by machine until the colour and gloss come back.',
      },
      {
        number: 4,
        title: 'Interior and protection',
        description: [
          'Vinyl, carpets and storage cleaned and UV-protected',
          'Stainless and chrome polished',
          'Hull sealed with marine wax or sealant',
        ],
      },
    ],
    image: art('process-marine', 'A detailer polishing the side of a boat hull'),
  },
  results: {
    description: [
      'Gelcoat that shines instead of chalking on your hands',
      'A clean, stain-free waterline',
      'Fresh seats and decks ready for the water',
    ],
    ...pair(
      'gelcoat',
      'A boat hull before detailing: chalky, oxidised gelcoat with a brown waterline stain',
      'The same hull after detailing: bright white, glossy gelcoat and a clean waterline',
    ),
    containerSize: 'medium',
  },
  information: {
    title: 'Boat detailing questions',
    faqs: [
      {
        question: 'Does my boat need to be out of the water?',
        answer:
          'For this service, yes: the boat stays on its trailer so we can reach the whole hull. For boats kept in the water, see our marine detailing service.',
      },
      {
        question: 'How often should I detail my boat?',
        answer:
          'At least once a season, ideally before launch, with a second detail before storage to remove grime that would otherwise sit on the gelcoat all winter.',
      },
      {
        question: 'How long does a boat detail take?',
        answer:
          'Most trailered boats take 3 to 6 hours depending on length and condition; heavy oxidation removal can take longer. You will get an estimate when you book.',
      },
      {
        question: 'Do you need water at my home?',
        answer:
          'Access to a water supply helps; let us know when booking if there is none and we will plan for it. You do not need to be home.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Get your boat lake-ready',
    description:
      'Book a detail at your home or ask for a quote for your boat’s size and condition.',
    bookLabel: 'Book Boat Detailing',
    quoteLabel: 'Get a Boat Quote',
  },
}
