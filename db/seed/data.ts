// Demo data for local development and tests. Never applied to a remote database.

export const DEMO_PASSWORD = 'Demo-pass-2026!'

export const demoUsers = [
  {
    key: 'admin',
    email: 'admin@demo.test',
    name: 'Avery Admin',
    phone: '4805550100',
    role: 'admin',
    affiliate: null,
  },
  {
    key: 'jps',
    email: 'jps@demo.test',
    name: 'John Parker',
    phone: '4805550111',
    role: 'affiliate',
    affiliate: 'jps',
  },
  {
    key: 'abc',
    email: 'abc@demo.test',
    name: 'Alicia Brooks',
    phone: '2145550122',
    role: 'affiliate',
    affiliate: 'abc',
  },
  {
    key: 'customer',
    email: 'customer@demo.test',
    name: 'Casey Customer',
    phone: '6025550133',
    role: 'user',
    affiliate: null,
  },
] as const

interface AreaSeed {
  city: string
  state: string
  zip: string | null
  primary?: boolean
  minimum?: number
  multiplier?: number
}

interface TierSeed {
  name: string
  price: number
  duration: number
  features: string[]
  popular?: boolean
}

interface ServiceSeed {
  vehicle: number
  category: number
  name: string
  description: string
  tiers: TierSeed[]
}

export interface AffiliateSeed {
  slug: string | null
  status: 'approved' | 'pending' | 'rejected'
  businessName: string
  owner: string
  email: string
  phone: string
  businessPhone?: string
  businessEmail?: string
  twilioPhone?: string
  businessStartDate?: string
  websiteUrl?: string
  facebookUrl?: string
  instagramUrl?: string
  youtubeUrl?: string
  tiktokUrl?: string
  gbpUrl?: string
  base: { city: string; state: string; zip: string }
  categories: string[]
  hasInsurance: boolean
  source: string
  notes?: string
  applicationDate: string
  hostnames?: string[]
  areas: AreaSeed[]
  services: ServiceSeed[]
}

const carPackages: ServiceSeed = {
  vehicle: 1,
  category: 3,
  name: 'Signature Detail',
  description: 'Our complete inside-and-out detail, done at your home or office.',
  tiers: [
    {
      name: 'Essential',
      price: 149,
      duration: 120,
      features: ['Full Exterior Wash', 'Interior Vacuum', 'Window Cleaning'],
    },
    {
      name: 'Premium',
      price: 249,
      duration: 180,
      popular: true,
      features: ['Full Exterior Wash', 'Preparation Detail', 'Interior Shampoo', 'Spray Sealant'],
    },
    {
      name: 'Showroom',
      price: 399,
      duration: 300,
      features: [
        'Full Exterior Wash',
        'Preparation Detail',
        'Fallout Removal',
        'Paint Enhancement',
        'Leather Conditioning',
      ],
    },
  ],
}

export const demoAffiliates: AffiliateSeed[] = [
  {
    slug: 'jps',
    status: 'approved',
    businessName: "JP's Mobile Detailing",
    owner: 'John Parker',
    email: 'jps@demo.test',
    phone: '4805550111',
    businessPhone: '4805550112',
    businessEmail: 'bookings@jps-detailing.test',
    twilioPhone: '+14805550113',
    businessStartDate: '2016-04-01',
    websiteUrl: 'https://jps-detailing.localhost',
    facebookUrl: 'https://facebook.com/jpsmobiledetailing',
    instagramUrl: 'https://instagram.com/jpsmobiledetailing',
    youtubeUrl: 'https://youtube.com/@jpsmobiledetailing',
    gbpUrl: 'https://g.page/jps-mobile-detailing',
    base: { city: 'Phoenix', state: 'AZ', zip: '85004' },
    categories: [
      'Auto Detailing',
      'Boat Detailing',
      'RV Detailing',
      'Ceramic Coating',
      'Paint Correction',
    ],
    hasInsurance: true,
    source: 'Google Search',
    applicationDate: '2024-02-12T16:00:00.000Z',
    hostnames: ['jps-detailing.localhost'],
    areas: [
      { city: 'Phoenix', state: 'AZ', zip: '85004', primary: true },
      { city: 'Scottsdale', state: 'AZ', zip: '85251', minimum: 150, multiplier: 1.1 },
      { city: 'Tempe', state: 'AZ', zip: '85281' },
      { city: 'Mesa', state: 'AZ', zip: '85201' },
      { city: 'Las Vegas', state: 'NV', zip: '89101', minimum: 200, multiplier: 1.2 },
      { city: 'Henderson', state: 'NV', zip: '89002', minimum: 200, multiplier: 1.2 },
    ],
    services: [
      carPackages,
      {
        vehicle: 1,
        category: 7,
        name: 'Engine Bay Cleaning',
        description: 'Degrease and dress the engine bay.',
        tiers: [
          {
            name: 'Standard',
            price: 59,
            duration: 45,
            features: ['Degrease engine bay', 'Dress plastics'],
          },
        ],
      },
      {
        vehicle: 1,
        category: 4,
        name: 'Ceramic Coating',
        description: 'Long-term gloss and protection bonded to your paint.',
        tiers: [
          {
            name: '1-Year Coating',
            price: 599,
            duration: 480,
            features: ['Preparation Detail', '1-Stage Paint Correction', '1-Stage Ceramic Coating'],
          },
          {
            name: '3-Year Coating',
            price: 999,
            duration: 720,
            popular: true,
            features: [
              'Preparation Detail',
              '2-Stage Paint Correction',
              '3-5 Year Ceramic Coating',
            ],
          },
          {
            name: '5-Year Coating',
            price: 1499,
            duration: 1080,
            features: ['Preparation Detail', '2-Stage Paint Correction', '3-Stage Ceramic Coating'],
          },
        ],
      },
      {
        vehicle: 1,
        category: 5,
        name: 'Paint Correction',
        description: 'Machine polishing to remove swirls, haze and light scratches.',
        tiers: [
          {
            name: 'Enhancement',
            price: 299,
            duration: 180,
            features: ['Fallout Removal', 'Paint Enhancement'],
          },
          {
            name: 'One Step',
            price: 499,
            duration: 300,
            features: ['Fallout Removal', 'Stage 1 Paint Correction'],
          },
          {
            name: 'Two Step',
            price: 799,
            duration: 480,
            features: ['Fallout Removal', 'Stage 2 Paint Correction'],
          },
        ],
      },
      {
        vehicle: 2,
        category: 3,
        name: 'Truck Detail',
        description: 'Full detail sized for pickups and work trucks.',
        tiers: [
          {
            name: 'Essential',
            price: 179,
            duration: 150,
            features: ['Full Exterior Wash', 'Interior Vacuum', 'Bed Rinse'],
          },
          {
            name: 'Premium',
            price: 289,
            duration: 210,
            popular: true,
            features: [
              'Full Exterior Wash',
              'Preparation Detail',
              'Interior Shampoo',
              'Tire Dressing',
            ],
          },
          {
            name: 'Showroom',
            price: 449,
            duration: 330,
            features: [
              'Full Exterior Wash',
              'Preparation Detail',
              'Fallout Removal',
              'Paint Enhancement',
            ],
          },
          { name: 'Fleet', price: 139, duration: 90, features: ['Full Exterior Wash'] },
        ],
      },
      {
        vehicle: 4,
        category: 3,
        name: 'Boat Wash & Wax',
        description: 'Hull and deck cleaning with marine wax protection.',
        tiers: [
          {
            name: 'Wash',
            price: 199,
            duration: 150,
            features: ['Full Exterior Wash', 'Deck Scrub'],
          },
          {
            name: 'Wash & Wax',
            price: 349,
            duration: 240,
            popular: true,
            features: ['Full Exterior Wash', 'Oxidation Removal', 'Marine Wax'],
          },
        ],
      },
      {
        vehicle: 3,
        category: 3,
        name: 'RV Exterior Detail',
        description: 'Roof-to-tires exterior care for travel trailers and coaches.',
        tiers: [
          {
            name: 'Wash',
            price: 299,
            duration: 180,
            features: ['Full Exterior Wash', 'Roof Cleaning'],
          },
          {
            name: 'Wash & Seal',
            price: 549,
            duration: 270,
            features: ['Full Exterior Wash', 'Roof Cleaning', 'Paint Enhancement'],
          },
        ],
      },
    ],
  },
  {
    slug: 'abc',
    status: 'approved',
    businessName: 'ABC Auto Spa',
    owner: 'Alicia Brooks',
    email: 'abc@demo.test',
    phone: '2145550122',
    businessEmail: 'hello@abc-autospa.test',
    businessStartDate: '2019-09-15',
    instagramUrl: 'https://instagram.com/abcautospa',
    base: { city: 'Dallas', state: 'TX', zip: '75201' },
    categories: ['Auto Detailing', 'Ceramic Coating'],
    hasInsurance: true,
    source: 'Referral',
    applicationDate: '2024-05-03T14:30:00.000Z',
    areas: [
      { city: 'Dallas', state: 'TX', zip: '75201', primary: true },
      { city: 'Plano', state: 'TX', zip: '75074' },
      { city: 'Fort Worth', state: 'TX', zip: '76102', minimum: 100 },
      { city: 'Oklahoma City', state: 'OK', zip: '73102', minimum: 150, multiplier: 1.15 },
      { city: 'Tulsa', state: 'OK', zip: '74103', minimum: 150, multiplier: 1.15 },
      { city: 'Tempe', state: 'AZ', zip: '85281', minimum: 250, multiplier: 1.3 },
    ],
    services: [
      {
        vehicle: 1,
        category: 3,
        name: 'Express Detail',
        description: 'A quick refresh inside and out.',
        tiers: [
          {
            name: 'Express',
            price: 99,
            duration: 90,
            features: ['Full Exterior Wash', 'Interior Vacuum'],
          },
          {
            name: 'Deluxe',
            price: 179,
            duration: 150,
            popular: true,
            features: ['Full Exterior Wash', 'Preparation Detail', 'Interior Wipe Down'],
          },
        ],
      },
      {
        vehicle: 2,
        category: 3,
        name: 'Truck Express',
        description: 'Quick refresh for trucks and SUVs.',
        tiers: [
          {
            name: 'Express',
            price: 129,
            duration: 120,
            features: ['Full Exterior Wash', 'Interior Vacuum'],
          },
          {
            name: 'Deluxe',
            price: 209,
            duration: 180,
            features: ['Full Exterior Wash', 'Preparation Detail', 'Interior Shampoo'],
          },
        ],
      },
    ],
  },
  {
    // Approved but has not configured services yet: the booking page's empty state.
    slug: 'fresh-start',
    status: 'approved',
    businessName: 'Fresh Start Detailing',
    owner: 'Morgan Lee',
    email: 'morgan@fresh-start.test',
    phone: '7025550144',
    base: { city: 'Reno', state: 'NV', zip: '89501' },
    categories: ['Auto Detailing'],
    hasInsurance: false,
    source: 'Social Media',
    applicationDate: '2026-10-01T10:00:00.000Z',
    areas: [{ city: 'Reno', state: 'NV', zip: '89501', primary: true }],
    services: [],
  },
  {
    slug: null,
    status: 'pending',
    businessName: 'Shine On Wheels',
    owner: 'Devon Rivera',
    email: 'devon@shineonwheels.test',
    phone: '3055550155',
    base: { city: 'Miami', state: 'FL', zip: '33130' },
    categories: ['Auto Detailing', 'Boat Detailing'],
    hasInsurance: true,
    source: 'Google Search',
    notes: 'Two vans, fully insured, 6 years of experience with marine work.',
    applicationDate: '2026-11-15T09:20:00.000Z',
    instagramUrl: 'https://instagram.com/shineonwheels',
    areas: [],
    services: [],
  },
]

export interface ReviewSeed {
  type: 'mdh' | 'affiliate'
  affiliate: string | null
  name: string
  rating: number
  title: string | null
  content: string
  category: string | null
  source: 'website' | 'google' | 'yelp' | 'facebook' | 'imported'
  daysAgo: number
  featured?: boolean
  helpful?: number
  total?: number
}

export const demoReviews: ReviewSeed[] = [
  {
    type: 'mdh',
    affiliate: null,
    name: 'Sarah Mitchell',
    rating: 5,
    title: 'Found a great detailer in minutes',
    content:
      'I typed in my city and had a detailer booked for Saturday. The whole process was simple and the car looks brand new.',
    category: 'car',
    source: 'google',
    daysAgo: 2,
    featured: true,
    helpful: 12,
    total: 13,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Marcus Hill',
    rating: 5,
    title: 'Boat looks incredible',
    content:
      'Getting someone to come to the marina used to be impossible. Mobile Detail Hub connected me with a detailer who knew marine gelcoat.',
    category: 'boat',
    source: 'website',
    daysAgo: 5,
    featured: true,
    helpful: 8,
    total: 9,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Priya Shah',
    rating: 4,
    title: 'Easy to compare',
    content:
      'Liked being able to see tiers and prices before calling anyone. Would love more detailers in my area.',
    category: 'car',
    source: 'website',
    daysAgo: 16,
    helpful: 3,
    total: 4,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Tom Alvarez',
    rating: 5,
    title: null,
    content:
      'Our RV had a season of road grime on it. Booked through the site, the crew arrived on time and spent the whole afternoon on it.',
    category: 'rv',
    source: 'facebook',
    daysAgo: 40,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Linda Park',
    rating: 3,
    title: 'Good, a bit slow to hear back',
    content:
      'The detail itself was good. It took a day to hear back after my quote request, which I did not expect.',
    category: 'truck',
    source: 'yelp',
    daysAgo: 75,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Ben Carter',
    rating: 5,
    title: 'Ceramic coating worth it',
    content:
      'Went with the 3-year ceramic package. Water just sheets off now and washing takes half the time it used to.',
    category: 'ceramic',
    source: 'google',
    daysAgo: 120,
    helpful: 5,
    total: 5,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'Rachel Green',
    rating: 5,
    title: 'JP is the best',
    content:
      'JP showed up on time, brought his own water and power, and my SUV looks better than the day I bought it. Booking again next month.',
    category: 'car',
    source: 'google',
    daysAgo: 1,
    featured: true,
    helpful: 9,
    total: 10,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'David Kim',
    rating: 5,
    title: 'Paint correction magic',
    content:
      'Years of swirl marks gone after a two-step correction. Honest pricing and he explained everything he was doing.',
    category: 'car',
    source: 'yelp',
    daysAgo: 4,
    helpful: 4,
    total: 4,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'Angela Torres',
    rating: 4,
    title: 'Great job on the truck',
    content:
      'Truck was filthy from job sites. Interior came out spotless; a couple of water spots left on the glass but he fixed them right away.',
    category: 'truck',
    source: 'website',
    daysAgo: 12,
    helpful: 2,
    total: 3,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'Chris Nguyen',
    rating: 5,
    title: null,
    content: 'Had the boat done at Lake Pleasant. Oxidation gone and the hull shines again.',
    category: 'boat',
    source: 'facebook',
    daysAgo: 30,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'Megan Brooks',
    rating: 5,
    title: 'RV ready for the season',
    content: 'Roof, sides and awning all cleaned and sealed. Took most of the day and it shows.',
    category: 'rv',
    source: 'google',
    daysAgo: 58,
    featured: true,
  },
  {
    type: 'affiliate',
    affiliate: 'jps',
    name: 'Omar Haddad',
    rating: 2,
    title: 'Had to reschedule twice',
    content:
      'The work was fine in the end but the appointment moved twice because of weather and scheduling.',
    category: 'car',
    source: 'yelp',
    daysAgo: 90,
  },
  {
    type: 'affiliate',
    affiliate: 'abc',
    name: 'Jessica Lane',
    rating: 5,
    title: 'Quick and thorough',
    content:
      'Express detail at my office parking lot over lunch. Car was done before my meeting ended.',
    category: 'car',
    source: 'google',
    daysAgo: 3,
    featured: true,
    helpful: 6,
    total: 6,
  },
  {
    type: 'affiliate',
    affiliate: 'abc',
    name: 'Robert Diaz',
    rating: 4,
    title: 'Solid value',
    content: 'The Deluxe package was a good value for my F-150. Friendly crew.',
    category: 'truck',
    source: 'website',
    daysAgo: 21,
  },
  {
    type: 'affiliate',
    affiliate: 'abc',
    name: 'Hannah Wu',
    rating: 5,
    title: 'Ceramic coat looks amazing',
    content:
      'Alicia walked me through the prep and the coating. Three months in and it still beads like day one.',
    category: 'ceramic',
    source: 'facebook',
    daysAgo: 95,
  },
  {
    type: 'affiliate',
    affiliate: 'abc',
    name: 'Kevin O’Brien',
    rating: 3,
    title: null,
    content: 'Decent job. Missed a few spots on the door jambs, but they came back to fix it.',
    category: 'car',
    source: 'yelp',
    daysAgo: 150,
  },
  {
    type: 'mdh',
    affiliate: null,
    name: 'Natalie Brooks',
    rating: 5,
    title: 'Motorcycle detailed perfectly',
    content: 'Did not know mobile detailers did bikes. Chrome and paint look perfect.',
    category: 'motorcycle',
    source: 'imported',
    daysAgo: 200,
    helpful: 1,
    total: 2,
  },
]

export const demoPlatformConfig = {
  email: 'hello@mobiledetailhub.com',
  phone: '8885550100',
  logoUrl: null,
  faviconUrl: null,
  headerDisplay: 'Mobile Detail Hub',
  tagline: 'Professional mobile detailing, wherever you park',
  servicesDescription:
    'Auto, marine and RV detailing, ceramic coating, paint correction and paint protection film from vetted local detailers.',
  facebook: 'https://facebook.com/mobiledetailhub',
  instagram: 'https://instagram.com/mobiledetailhub',
  tiktok: 'https://tiktok.com/@mobiledetailhub',
  youtube: 'https://youtube.com/@mobiledetailhub',
}
