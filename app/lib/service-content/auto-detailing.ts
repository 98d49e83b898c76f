import { art, BOOKING_FAQS, hero, pair } from './images'
import { type ServiceContent } from './types'

export const autoDetailing: ServiceContent = {
  id: 'auto-detailing',
  title: 'Auto Detailing',
  description:
    'A thorough hand wash, decontamination and protection for your car, truck or SUV, done at your home or office by a mobile detailer.',
  heroImage: hero('auto', 'A freshly detailed sedan with glossy paint parked in a driveway'),
  quoteService: 'Auto Detailing',
  whatItIs: {
    description:
      'Auto detailing goes far beyond a car wash. Every panel is washed by hand with pH-neutral soap and clean mitts, bonded contamination is lifted off the paint, wheels and tires are deep-cleaned, and the finish is sealed so it stays clean longer. Because we come to you, your vehicle never sits in a queue or goes through brushes that scratch the paint.',
    benefits: [
      'Safe two-bucket hand wash that avoids new swirl marks',
      'Iron and tar removal for paint that feels smooth as glass',
      'Wheels, tires and wheel wells cleaned, not just rinsed',
      'A sealant that repels water and road grime for months',
      'Done in your driveway or parking spot while you get on with your day',
    ],
    media: art('what-auto', 'Illustration of a car covered in wash foam next to a wash bucket'),
  },
  process: {
    title: 'How an auto detail works',
    steps: [
      {
        number: 1,
        title: 'Walk-around',
        description:
          'We inspect the paint, wheels and interior with you and note anything that needs extra care.',
      },
      {
        number: 2,
        title: 'Wheels and pre-wash',
        description: [
          'Wheels, tires and wells cleaned first so brake dust never reaches clean paint',
          'Snow foam pre-soak loosens grit before anything touches the paint',
        ],
      },
      {
        number: 3,
        title: 'Hand wash and decontamination',
        description: [
          'Two-bucket contact wash with grit guards',
          'Iron remover and clay to lift bonded contamination',
          'Dried with plush towels and filtered air',
        ],
      },
      {
        number: 4,
        title: 'Protect and finish',
        description:
          'A paint sealant, dressed tires, streak-free glass and a final inspection with you.',
      },
    ],
    image: art('process-wash', 'A detailer hand-washing a car panel with a microfiber mitt'),
  },
  results: {
    description: [
      'Deeper colour and a slick, contaminant-free finish',
      'Water beads and sheets off instead of spotting',
      'Wheels and tires that look new rather than brown',
    ],
    ...pair(
      'paint',
      'Dark blue paint before detailing: dull, hazy and covered in circular swirl marks',
      'The same dark blue paint after detailing: deep, glossy and reflecting clean highlights',
    ),
    containerSize: 'large',
  },
  information: {
    title: 'Auto detailing questions',
    faqs: [
      {
        question: 'How long does an auto detail take?',
        answer:
          'Most details take 2 to 6 hours depending on the size and condition of the vehicle and the package you choose. You will get an estimate when you book.',
      },
      {
        question: 'Do I need to be home, and do you need water or power?',
        answer:
          'You do not need to be there, only to leave us access to the vehicle and to a water supply. Tell us when booking if water is not available.',
      },
      {
        question: 'What happens if it rains?',
        answer:
          'Light cloud is fine, but if the weather is unsuitable we will reschedule your appointment at no charge.',
      },
      {
        question: 'How often should I have my car detailed?',
        answer:
          'A full detail every 3 to 4 months keeps most daily drivers protected, with maintenance washes in between.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Ready for a showroom finish?',
    description: 'Pick a time that suits you and we will bring everything we need.',
    bookLabel: 'Book Auto Detailing',
    quoteLabel: 'Get a Free Quote',
  },
}
