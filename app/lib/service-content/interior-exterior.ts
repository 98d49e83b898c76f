import { art, BOOKING_FAQS, hero } from './images'
import { type ServiceContent } from './types'

// No before/after pair yet: the results slider shows its "not available" state here.
export const interiorExterior: ServiceContent = {
  id: 'interior-exterior',
  title: 'Interior & Exterior Detailing',
  description:
    'A complete inside-and-out detail: deep interior cleaning of seats, carpets and surfaces plus a full exterior wash, decontamination and sealant.',
  heroImage: hero('interior', 'A clean car interior with spotless seats and dashboard'),
  quoteService: 'Auto Detailing',
  whatItIs: {
    description:
      'Our most complete detail treats the cabin and the paint in one visit. Inside, we vacuum and steam every surface, extract stains from carpets and fabric, clean and condition leather, and leave glass streak-free. Outside, the vehicle gets a safe hand wash, decontamination and a protective sealant. It is the ideal reset before selling a car, after a long trip, or once or twice a year.',
    benefits: [
      'Carpets and upholstery shampooed and hot-water extracted',
      'Leather cleaned and conditioned; plastics protected from UV',
      'Vents, cup holders, door jambs and seat rails detailed',
      'Streak-free glass inside and out',
      'Exterior hand wash, clay and sealant for lasting shine',
    ],
    media: art('what-interior', 'Illustration of a car seat and dashboard being steam cleaned'),
  },
  process: {
    title: 'How a full detail works',
    steps: [
      {
        number: 1,
        title: 'Empty and inspect',
        description:
          'We remove floor mats and loose items (you keep valuables), and check stains and problem areas with you.',
      },
      {
        number: 2,
        title: 'Interior deep clean',
        description: [
          'Thorough vacuum including under seats and in seams',
          'Steam and brush cleaning of vents, consoles and panels',
          'Carpet and upholstery extraction; leather cleaned and conditioned',
        ],
      },
      {
        number: 3,
        title: 'Exterior detail',
        description:
          'Wheels first, then a two-bucket hand wash, iron and clay decontamination and a paint sealant.',
      },
      {
        number: 4,
        title: 'Finishing touches',
        description:
          'Glass, door jambs and tires dressed, then a final walk-around with you before we go.',
      },
    ],
    image: art('process-interior', 'A detailer steam cleaning a car seat'),
  },
  results: {
    description: [
      'A cabin that looks, feels and smells fresh',
      'Lifted stains and revived upholstery',
      'Clean, protected paint to match',
    ],
    containerSize: 'medium',
  },
  information: {
    title: 'Interior and exterior detailing questions',
    faqs: [
      {
        question: 'How long does a full interior and exterior detail take?',
        answer:
          'Usually 4 to 6 hours for a car; larger or heavily soiled vehicles take longer. You will get an estimate when you book.',
      },
      {
        question: 'Can you remove pet hair and odours?',
        answer:
          'Yes. Pet hair is removed with dedicated tools, and odours are treated at the source by cleaning the fabric and carpets rather than masking them.',
      },
      {
        question: 'Will my seats be wet afterwards?',
        answer:
          'Extracted fabric is left damp, not wet, and normally dries within a few hours; leaving windows slightly open speeds this up.',
      },
      {
        question: 'Do I need to be there?',
        answer:
          'No. We only need access to the vehicle and to a water supply; please remove valuables beforehand.',
      },
      ...BOOKING_FAQS,
    ],
  },
  action: {
    title: 'Treat your car inside and out',
    description: 'Pick a time for a complete detail, or ask us for a quote first.',
    bookLabel: 'Book a Full Detail',
    quoteLabel: 'Get a Free Quote',
  },
}
