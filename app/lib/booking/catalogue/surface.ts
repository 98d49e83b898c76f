// Catalogue entries for washing, decontamination and a light polish (see ../catalogue.ts).
import { type CatalogueEntry } from '../catalogue'

export const SURFACE_ENTRIES: readonly CatalogueEntry[] = [
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
]
