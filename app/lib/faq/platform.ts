import { type FaqCategory } from './types'

type Entry = [question: string, answer: string]

function category(id: string, name: string, entries: Entry[]): FaqCategory {
  return {
    id,
    name,
    items: entries.map(([question, answer]) => ({ category: name, question, answer })),
  }
}

/**
 * The marketplace's FAQ (spec §2: 10 categories). Served by the landing loader, so the copy
 * reaches the page as data and never ships in the JavaScript bundle. Figures follow spec §9.
 */
export const PLATFORM_FAQ: FaqCategory[] = [
  category('getting-started', 'Getting Started', [
    [
      'What is Mobile Detail Hub?',
      'Mobile Detail Hub connects you with independent, vetted mobile detailers near you. Search your city or ZIP code, compare services and pricing tiers, read reviews, then book or request a quote directly with the detailer.',
    ],
    [
      'What is mobile detailing?',
      'A professional detailer comes to your home, office or marina with their own equipment and products, and cleans, corrects or protects your vehicle on site. You skip the drive and the waiting room.',
    ],
    [
      'How do I find a detailer near me?',
      'Type your city and state (for example "Phoenix, AZ") or your ZIP code in the search box at the top of this page. We send you straight to the detailer that serves your area, or let you know if no one covers it yet.',
    ],
    [
      'Do I need an account to book?',
      'No. You can browse, request quotes and start a booking without an account. Creating one lets you see your requests in one place and speeds up your next booking.',
    ],
  ]),
  category('booking', 'Booking & Scheduling', [
    [
      'How far ahead should I book?',
      'We recommend booking 3 to 5 days ahead. Weekends and the weeks before holidays fill up first, so book earlier for those; many detailers can also fit in next-day appointments when their schedule allows.',
    ],
    [
      'How do I book an appointment?',
      "Open your detailer's page, choose Book Now, pick your vehicle type, then choose a service package and tier. You will see what is included and the estimated time before you confirm.",
    ],
    [
      'Can I request a quote instead of booking?',
      "Yes. Use Request a Quote on any detailer's page and describe your vehicle and what you need. Quotes are free and the detailer replies directly, usually within one business day.",
    ],
    [
      'How long does a detail take?',
      "Most details take 2 to 6 hours depending on the vehicle's size, its condition and the package. Paint correction and ceramic coating can take a full day or more; your detailer gives you an estimate when you book.",
    ],
  ]),
  category('pricing', 'Pricing & Payment', [
    [
      'How are prices set?',
      "Each detailer sets their own prices per vehicle type and tier. Prices shown are starting prices: the final price depends on the vehicle's condition, any add-ons and your location.",
    ],
    [
      'Why does my area cost more?',
      'Some detailers add a travel minimum or a small multiplier for areas farther from their base. It is applied automatically to your estimate, so there are no surprises on the day.',
    ],
    [
      'How do I pay?',
      'You pay your detailer through a secure card checkout when you book, or as agreed in your quote. We never see or store your full card number.',
    ],
    [
      'Is there a fee for using Mobile Detail Hub?',
      'No. Searching, comparing, requesting quotes and booking are free for customers; you only pay for the service you book.',
    ],
  ]),
  category('services', 'Services', [
    [
      'What services can I book?',
      'Auto detailing, marine (boat) detailing, RV detailing, ceramic coating, paint correction and paint protection film. Each detailer lists the services and vehicle types they offer.',
    ],
    [
      'What is the difference between a wash and a detail?',
      'A wash removes surface dirt. A detail is a deep clean and restoration: decontaminating the paint, cleaning and conditioning the interior, and protecting surfaces so the vehicle stays cleaner for longer.',
    ],
    [
      'What is paint correction?',
      'Machine polishing that removes swirl marks, haze, water spots and light scratches from the clear coat. A 1-stage correction refreshes the gloss; 2- and 3-stage corrections remove deeper defects.',
    ],
    [
      'Which vehicles do detailers work on?',
      'Cars, trucks, SUVs, boats, RVs and motorcycles. Pick your vehicle type when booking to see the packages available for it.',
    ],
  ]),
  category('protection', 'Ceramic Coating & PPF', [
    [
      'How long does a ceramic coating last?',
      'It depends on the product and preparation. A 2-stage ceramic coating typically lasts 3 to 5 years with proper maintenance washes; single-layer coatings last about a year.',
    ],
    [
      'What is paint protection film (PPF)?',
      'A clear, self-healing urethane film applied over painted panels. It absorbs rock chips and scratches that a coating cannot stop, which makes it ideal for the front end of daily drivers.',
    ],
    [
      'How long does PPF installation take?',
      'A front-end package usually takes 1 to 2 days and full-vehicle coverage 2 to 3 days. Wait 48 hours before washing the vehicle so the film can cure.',
    ],
    [
      'Should I get a coating, film or both?',
      'Film protects against impacts; a coating makes the surface glossy and easy to clean. Many owners put film on the front end and coat the whole vehicle, including over the film.',
    ],
  ]),
  category('boats-rvs', 'Boats & RVs', [
    [
      'Do detailers come to the marina or storage lot?',
      "Many do. Check the service areas on your detailer's page and mention the location and access details when you book or request a quote.",
    ],
    [
      'How long does an RV detail take?',
      'Plan on 4 to 8 hours depending on length, roof type and condition. Larger coaches with oxidation removal can take longer.',
    ],
    [
      'How often should an RV be detailed?',
      'Every 3 to 6 months for RVs that travel regularly, and before and after storage, to keep oxidation, black streaks and roof damage in check.',
    ],
    [
      'Can oxidation on gelcoat be removed?',
      'Usually, yes. Light chalkiness polishes out in one step; heavy oxidation needs compounding followed by polish and a protective coating or wax.',
    ],
  ]),
  category('appointment-day', 'Appointment Day', [
    [
      'Do I need to be home?',
      'No. You only need to give the detailer access to the vehicle (and keys if the interior is included) and, where requested, access to water. Many customers book while they are at work.',
    ],
    [
      'Do I need to provide water or power?',
      'Most detailers bring their own water and power. If yours needs access to a spigot or outlet, it is noted in the booking details.',
    ],
    [
      'What happens if it rains?',
      'If the weather is unsuitable, your detailer reschedules with you at no charge. Interior-only work can often go ahead as planned.',
    ],
    [
      'How should I prepare my vehicle?',
      'Remove personal items and valuables, and let the detailer know about any problem areas, pet hair or stains so they can plan the right time and products.',
    ],
  ]),
  category('cancellations', 'Cancellations & Rescheduling', [
    [
      'Can I cancel my appointment?',
      'Yes. Cancellation is free up to 24 hours before your appointment. Later cancellations may be charged a fee set by your detailer.',
    ],
    [
      'How do I reschedule?',
      'Contact your detailer by phone or reply to your confirmation. Rescheduling more than 24 hours ahead is free.',
    ],
    [
      'What if the detailer needs to cancel?',
      'They will contact you as early as possible to find a new time. If you paid in advance and a new time does not work for you, you receive a full refund.',
    ],
  ]),
  category('satisfaction', 'Satisfaction & Reviews', [
    [
      'What if I am not happy with the result?',
      'Tell your detailer within 24 hours of the service and describe the issue, ideally with photos. Detailers on the platform will come back to fix legitimate issues.',
    ],
    [
      'Are the reviews real?',
      "Reviews come from customers and from the detailer's Google, Yelp and Facebook profiles, with the source shown on each card. Reviews marked Verified are tied to a completed service.",
    ],
    [
      'How do I leave a review?',
      "After your service you can leave a review on your detailer's page or their Google profile. Honest, specific reviews help other customers and help good detailers grow.",
    ],
  ]),
  category('detailers', 'For Detailers', [
    [
      'How do I join as a detailer?',
      'Choose Join as a Detailer and fill in the application: your business, service area, the services you offer and a few photos of your work. Applicants must be at least 18.',
    ],
    [
      'How long does the application review take?',
      'Our team reviews applications in 2 to 3 business days and contacts you by email with the result and next steps.',
    ],
    [
      'What does it cost?',
      'There is no sign-up fee. The platform charges 10% per transaction: 3% payment processing plus a 7% platform fee. You set your own prices.',
    ],
    [
      'What do I get?',
      'A branded website for your business with booking, quotes, reviews and your service areas, plus a dashboard for your services, pricing tiers and profile. You can also use your own domain.',
    ],
  ]),
]
