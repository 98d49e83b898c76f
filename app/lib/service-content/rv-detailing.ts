import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const rvDetailing: ServiceContent = {
  id: 'rv-detailing',
  title: 'RV Detailing',
  description:
    'Roof-to-tires detailing for motorhomes, travel trailers and fifth wheels, done at your home or storage lot in 4-8 hours.',
  heroImage: hero('rv', 'A large motorhome with clean, shining sidewalls parked at a campsite'),
  quoteService: 'RV Detailing',
  whatItIs: {
    description:
      'An RV has the surface area of several cars and faces the weather every day, often parked outdoors for months. Black streaks run down from the roof and awning rails, fibreglass oxidises, and the roof itself collects the grime that causes those streaks. An RV detail cleans and protects everything from the roof membrane to the tires with products that are safe for rubber, TPO and fibreglass.',
    benefits: [
      'Roof cleaned and treated with membrane-safe products',
      'Black streaks removed from sidewalls and end caps',
      'Oxidised fibreglass and gelcoat restored and sealed',
      'Awning, windows, wheels and tires cleaned',
      'Interior cleaning available for a road-trip-ready cabin',
    ],
    media: art('what-rv', 'Illustration of a Class C motorhome with its awning out'),
  },
  process: {
    title: 'How we detail your RV',
    steps: [
      {
        number: 1,
        title: 'Walk-around',
        description:
          'We note the roof type, seals, decals and any oxidation, and agree the scope with you.',
      },
      {
        number: 2,
        title: 'Roof first',
        description: [
          'Roof washed with a cleaner suited to its membrane (rubber, TPO or fibreglass)',
          'Seals and vents inspected so you know if anything needs attention',
        ],
      },
      {
        number: 3,
        title: 'Sidewalls, caps and awning',
        description:
          'Black streaks lifted, sidewalls and end caps hand washed, and the awning fabric cleaned and rinsed.',
      },
      {
        number: 4,
        title: 'Restore and protect',
        description:
          'Oxidised areas polished, then a sealant protects the finish; wheels and tires are cleaned and dressed.',
      },
    ],
    image: art('process-rv', 'A detailer on a ladder washing the roof edge of a motorhome'),
  },
  results: {
    description: [
      'Streak-free sidewalls and end caps',
      'A clean, protected roof that stops streaks returning so fast',
      'Restored shine on oxidised fibreglass',
    ],
    ...pair(
      'rv',
      'An RV sidewall before detailing: grey, chalky with black streaks running down from the roof',
      'The same RV sidewall after detailing: bright, clean and glossy with crisp graphics',
    ),
    containerSize: 'large',
  },
  information: {
    title: 'RV detailing questions',
    faqs: [
      {
        question: 'How long does an RV detail take?',
        answer:
          'Most RVs take 4-8 hours, depending on length, roof type and condition. You will get an estimate when you book.',
      },
      {
        question: 'How often should I detail my RV?',
        answer:
          'Every 3-6 months keeps streaks and oxidation under control; RVs that are stored outdoors or used full-time benefit from the shorter interval.',
      },
      {
        question: 'Can you detail my RV at a storage lot or campground?',
        answer:
          'Yes, as long as the site allows washing and we have access to water. Check with the storage lot or campground first and tell us when you book.',
      },
      {
        question: 'Is my rubber roof safe?',
        answer:
          'Yes. We identify the roof membrane first and use cleaners made for it, avoiding petroleum and citrus solvents that damage rubber roofs.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Ready for the next trip?',
    description: 'Book an RV detail at home or in storage, or ask for a quote for your rig.',
    bookLabel: 'Book RV Detailing',
    quoteLabel: 'Get an RV Quote',
  },
}
