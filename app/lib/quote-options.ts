/** Choices offered by the quote modal. */
export const QUOTE_VEHICLES = ['Car', 'Truck', 'SUV', 'Boat', 'RV', 'Motorcycle'] as const
export const QUOTE_SERVICES = [
  'Auto Detailing',
  'Marine Detailing',
  'RV Detailing',
  'Ceramic Coating',
  'Paint Correction',
  'Paint Protection Film',
] as const
