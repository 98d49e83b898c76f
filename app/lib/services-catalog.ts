/** Service tiles on the landing page (spec §2), in display order. */
export const SERVICE_TILES = [
  { slug: 'auto-detailing', title: 'Auto Detailing' },
  { slug: 'marine-detailing', title: 'Marine Detailing' },
  { slug: 'rv-detailing', title: 'RV Detailing' },
  { slug: 'ceramic-coating', title: 'Ceramic Coating' },
  { slug: 'paint-correction', title: 'Paint Correction' },
  { slug: 'paint-protection-film', title: 'Paint Protection Film' },
] as const

/** Every service page key the spec knows; ppf-installation and paint-protection-film share content. */
export const SERVICE_PAGE_TITLES: Readonly<Record<string, string>> = {
  'auto-detailing': 'Auto Detailing',
  'boat-detailing': 'Boat Detailing',
  'marine-detailing': 'Marine Detailing',
  'rv-detailing': 'RV Detailing',
  'ceramic-coating': 'Ceramic Coating',
  'ppf-installation': 'Paint Protection Film',
  'paint-protection-film': 'Paint Protection Film',
  'paint-correction': 'Paint Correction',
  'interior-exterior': 'Interior & Exterior Detailing',
}
