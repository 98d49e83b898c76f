import { type CatalogueVehicle } from './vehicles'

// The service explanation catalogue (spec §3/§9): what a tier's feature means, how long it takes
// per vehicle (the §9 durations table, in minutes) and what it includes for that vehicle.

export interface CatalogueVehicleDetails {
  /** Minutes. */
  duration: number
  features: readonly string[]
}

export interface CatalogueEntry {
  slug: string
  name: string
  description: string
  explanation: string
  /** No photography exists yet; the modal shows text only. */
  image: string | null
  vehicles: Readonly<Record<CatalogueVehicle, CatalogueVehicleDetails>>
}

const depth = 'Paint depth readings before and during polishing'

export const CATALOGUE: readonly CatalogueEntry[] = [
  {
    slug: 'full-exterior-wash',
    name: 'Full Exterior Wash',
    description: 'A safe, thorough hand wash of every exterior surface.',
    explanation:
      'We pre-soak with pH-neutral foam to lift grit before a mitt touches the paint, then wash with the two-bucket method and dry with clean microfiber. Loosening dirt first and never dragging it across the finish is what keeps a wash from adding swirl marks.',
    image: null,
    vehicles: {
      car: {
        duration: 90,
        features: [
          'pH-neutral foam pre-soak',
          'Two-bucket hand wash',
          'Wheel faces, tires and wheel wells cleaned',
          'Door jambs wiped down',
          'Microfiber hand dry',
        ],
      },
      truck: {
        duration: 120,
        features: [
          'pH-neutral foam pre-soak',
          'Two-bucket hand wash including the roof',
          'Wheels, tires and wheel wells cleaned',
          'Bed rails, tailgate and bumpers washed',
          'Microfiber hand dry',
        ],
      },
      boat: {
        duration: 150,
        features: [
          'Hull and topsides washed with marine-safe soap',
          'Non-skid deck scrubbed',
          'Rails and hardware rinsed of salt and mineral deposits',
          'Vinyl seating wiped down',
          'Chamois dry to prevent water spots',
        ],
      },
      rv: {
        duration: 180,
        features: [
          'Roof rinsed and gutters flushed',
          'Sidewalls washed from the top down',
          'Awning exterior wiped down',
          'Wheels, tires and mud flaps cleaned',
          'Windows and mirrors hand dried',
        ],
      },
    },
  },
  {
    slug: 'preparation-detail',
    name: 'Preparation Detail',
    description: 'Decontaminates and strips the paint so polish or protection can bond.',
    explanation:
      'Bonded contaminants and old wax stay on the clear coat even after a wash. A clay treatment pulls them out and a panel wipe removes oils, leaving bare, smooth paint: the surface that polishes, sealants and coatings need to perform and last.',
    image: null,
    vehicles: {
      car: {
        duration: 120,
        features: [
          'Clay bar treatment on all painted panels',
          'Tar and sap spot removal',
          'IPA panel wipe to remove old wax and oils',
          'Trim and emblems detailed',
        ],
      },
      truck: {
        duration: 150,
        features: [
          'Clay bar treatment on all painted panels',
          'Tar and road-grime removal on lower panels',
          'IPA panel wipe to remove old wax and oils',
          'Bed rails and tailgate prepped',
        ],
      },
      boat: {
        duration: 180,
        features: [
          'Gelcoat cleaned of chalky oxidation residue',
          'Waterline scum and stain removal',
          'Solvent wipe to remove old wax',
          'Hardware masked before polishing',
        ],
      },
      rv: {
        duration: 200,
        features: [
          'Black-streak removal below windows and seams',
          'Clay treatment on painted and fiberglass panels',
          'Solvent wipe to remove old wax',
          'Decals and seals inspected and masked',
        ],
      },
    },
  },
  {
    slug: 'fallout-removal',
    name: 'Fallout Removal',
    description: 'Dissolves embedded iron particles that washing cannot remove.',
    explanation:
      'Brake dust and rail dust are tiny iron particles that embed in paint and wheels and rust in place as orange specks. An iron remover reacts with them (it turns purple as it works) so they rinse away instead of being ground into the finish during polishing.',
    image: null,
    vehicles: {
      car: {
        duration: 60,
        features: [
          'Iron remover on paint and glass',
          'Wheel barrels and faces decontaminated',
          'Thorough rinse and dry',
        ],
      },
      truck: {
        duration: 75,
        features: [
          'Iron remover on paint, bumpers and glass',
          'Wheel barrels and faces decontaminated',
          'Lower panels and bed rails treated',
          'Thorough rinse and dry',
        ],
      },
      boat: {
        duration: 90,
        features: [
          'Rust-stain and iron-deposit treatment on the hull',
          'Stainless hardware decontaminated',
          'Thorough freshwater rinse',
        ],
      },
      rv: {
        duration: 90,
        features: [
          'Iron remover on painted and fiberglass panels',
          'Wheels and lower edges treated',
          'Thorough rinse and dry',
        ],
      },
    },
  },
  {
    slug: 'paint-correction-1-stage',
    name: '1-Stage Paint Correction',
    description: 'A single machine polish that removes light swirls and restores gloss.',
    explanation:
      'One pass with a cut-and-finish polish removes most light swirls and haze in a single step. It is the best value when paint is in fair shape and you want a clear jump in gloss without the time a multi-stage correction takes.',
    image: null,
    vehicles: {
      car: {
        duration: 300,
        features: [
          depth,
          'One-step machine polish',
          'Panel wipe to reveal true results',
          'Trim protected with tape',
        ],
      },
      truck: {
        duration: 360,
        features: [
          depth,
          'One-step machine polish, roof and tailgate included',
          'Panel wipe to reveal true results',
          'Trim protected with tape',
        ],
      },
      boat: {
        duration: 420,
        features: [
          'One-step compound to remove gelcoat oxidation',
          'Hull sides and transom polished',
          'Panel wipe to reveal true results',
        ],
      },
      rv: {
        duration: 480,
        features: [
          'One-step polish on painted and fiberglass sidewalls',
          'Front and rear caps polished',
          'Panel wipe to reveal true results',
        ],
      },
    },
  },
  {
    slug: 'paint-correction-2-stage',
    name: '2-Stage Paint Correction',
    description: 'A compound stage, then a polish stage, for moderate swirls and scratches.',
    explanation:
      'A heavier compound first levels deeper swirls and light scratches, then a fine polish removes the haze the compound leaves behind. Splitting cut and finish removes far more visible defects than one step while keeping the gloss crisp.',
    image: null,
    vehicles: {
      car: {
        duration: 480,
        features: [
          depth,
          'Compounding stage for deeper defects',
          'Polishing stage for clarity and gloss',
          'Inspection under swirl-finder lights',
        ],
      },
      truck: {
        duration: 540,
        features: [
          depth,
          'Compounding stage for deeper defects',
          'Polishing stage, roof and tailgate included',
          'Inspection under swirl-finder lights',
        ],
      },
      boat: {
        duration: 600,
        features: [
          'Heavy compound for chalky, faded gelcoat',
          'Polishing stage to restore a deep shine',
          'Hull sides, transom and topsides included',
        ],
      },
      rv: {
        duration: 660,
        features: [
          'Compounding stage on sidewalls and caps',
          'Polishing stage for clarity and gloss',
          'Decals and seals masked throughout',
        ],
      },
    },
  },
  {
    slug: 'paint-correction-3-stage',
    name: '3-Stage Paint Correction',
    description: 'Heavy cut, compound and a finishing polish for show-level paint.',
    explanation:
      'For heavily marred or scratched paint, a targeted wet-sand or heavy-cut stage removes deep defects, a compound refines it and a jeweling polish brings out maximum depth. It removes the most material, so paint thickness is measured throughout.',
    image: null,
    vehicles: {
      car: {
        duration: 720,
        features: [
          depth,
          'Spot wet sanding of deep scratches',
          'Compounding stage',
          'Jeweling polish for maximum depth and clarity',
        ],
      },
      truck: {
        duration: 840,
        features: [
          depth,
          'Spot wet sanding of deep scratches',
          'Compounding stage',
          'Jeweling polish for maximum depth and clarity',
        ],
      },
      boat: {
        duration: 900,
        features: [
          'Wet sanding of heavily oxidized gelcoat',
          'Compounding stage',
          'Finishing polish for a mirror shine',
        ],
      },
      rv: {
        duration: 960,
        features: [
          'Wet sanding of heavy oxidation on caps',
          'Compounding stage on every panel',
          'Finishing polish for maximum gloss',
        ],
      },
    },
  },
  {
    slug: 'paint-enhancement',
    name: 'Paint Enhancement',
    description: 'A light polish that boosts gloss and hides minor imperfections.',
    explanation:
      'A fine polish with light abrasives and gloss oils brightens dull paint and masks very light marring. It is not a correction, so deeper swirls remain, but it is a quick way to make paint pop before protection goes on.',
    image: null,
    vehicles: {
      car: {
        duration: 180,
        features: ['Fine machine polish', 'Gloss-enhancing finish', 'Trim protected with tape'],
      },
      truck: {
        duration: 210,
        features: [
          'Fine machine polish, roof and tailgate included',
          'Gloss-enhancing finish',
          'Trim protected with tape',
        ],
      },
      boat: {
        duration: 240,
        features: ['Gelcoat gloss polish', 'Light oxidation cleaned up', 'UV-protective finish'],
      },
      rv: {
        duration: 270,
        features: ['Fine polish on sidewalls and caps', 'Gloss-enhancing finish', 'Decals masked'],
      },
    },
  },
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
