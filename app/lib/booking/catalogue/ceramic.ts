// Catalogue entries for ceramic coatings, by stage (see ../catalogue.ts).
import { type CatalogueEntry } from '../catalogue'

export const CERAMIC_ENTRIES: readonly CatalogueEntry[] = [
  {
    slug: 'ceramic-coating-1-stage',
    name: '1-Stage Ceramic Coating',
    description: 'One layer of ceramic coating for slick, hydrophobic protection.',
    explanation:
      'A ceramic coating forms a hard, chemical-resistant layer bonded to the clear coat. One layer gives roughly one to two years of water beading, easier washing and UV protection; it goes on freshly prepared paint so it bonds properly.',
    image: null,
    vehicles: {
      car: {
        duration: 480,
        features: [
          'One layer of ceramic coating on all paint',
          'Wheel faces coated',
          'Windshield water repellent',
          'Cure check before handover',
        ],
      },
      truck: {
        duration: 540,
        features: [
          'One layer of ceramic coating on all paint',
          'Wheel faces coated',
          'Windshield water repellent',
          'Cure check before handover',
        ],
      },
      boat: {
        duration: 600,
        features: [
          'Marine ceramic coating on the hull and topsides',
          'Stainless hardware coated',
          'Cure check before launch',
        ],
      },
      rv: {
        duration: 660,
        features: [
          'Ceramic coating on sidewalls and caps',
          'Windshield water repellent',
          'Cure check before handover',
        ],
      },
    },
  },
  {
    slug: 'ceramic-coating-2-stage',
    name: '2-Stage Ceramic Coating',
    description: 'A base layer and a top layer for 3-5 years of protection.',
    explanation:
      'Two layers build thickness and self-cleaning slickness: the base layer bonds to the paint and the top layer adds gloss and water beading. With proper washing it protects for about 3-5 years.',
    image: null,
    vehicles: {
      car: {
        duration: 720,
        features: [
          'Base and top layers of ceramic coating',
          'Wheel faces and calipers coated',
          'All glass water repellent',
          'Cure check before handover',
        ],
      },
      truck: {
        duration: 840,
        features: [
          'Base and top layers of ceramic coating',
          'Wheel faces coated',
          'All glass water repellent',
          'Bed rails and tailgate coated',
        ],
      },
      boat: {
        duration: 900,
        features: [
          'Two layers of marine ceramic on the hull and topsides',
          'Stainless and chrome hardware coated',
          'Cure check before launch',
        ],
      },
      rv: {
        duration: 960,
        features: [
          'Two layers of ceramic on sidewalls and caps',
          'Windshield water repellent',
          'Awning rails and trim coated',
        ],
      },
    },
  },
  {
    slug: 'ceramic-coating-3-stage',
    name: '3-Stage Ceramic Coating',
    description: 'Three layers plus wheels, glass and trim for the longest-lasting protection.',
    explanation:
      'A third layer maximizes thickness and chemical resistance for our longest-lasting protection, and every exterior surface gets its own coating: wheels inside and out, glass and plastic trim.',
    image: null,
    vehicles: {
      car: {
        duration: 1080,
        features: [
          'Three layers of ceramic coating',
          'Wheels coated inside and out',
          'All glass coated',
          'Plastic trim coated',
        ],
      },
      truck: {
        duration: 1200,
        features: [
          'Three layers of ceramic coating',
          'Wheels coated inside and out',
          'All glass coated',
          'Bed rails, tailgate and trim coated',
        ],
      },
      boat: {
        duration: 1260,
        features: [
          'Three layers of marine ceramic',
          'Hardware, vinyl and canvas protected',
          'Cure check before launch',
        ],
      },
      rv: {
        duration: 1320,
        features: [
          'Three layers of ceramic on every painted and fiberglass panel',
          'Glass and trim coated',
          'Roof-edge and cap seams protected',
        ],
      },
    },
  },
]
