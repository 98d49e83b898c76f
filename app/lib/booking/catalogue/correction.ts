// Catalogue entries for machine paint correction, by stage (see ../catalogue.ts).
import { type CatalogueEntry } from '../catalogue'

const depth = 'Paint depth readings before and during polishing'

export const CORRECTION_ENTRIES: readonly CatalogueEntry[] = [
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
]
