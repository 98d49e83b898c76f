// Spec §3 application options and limits, without zod: the page's first load needs only these.
export const CATEGORY_OPTIONS = [
  'Auto Detailing',
  'Boat Detailing',
  'RV Detailing',
  'PPF Installation',
  'Ceramic Coating',
  'Paint Correction',
] as const
export const SOURCE_OPTIONS = [
  'Google Search',
  'Social Media',
  'Referral',
  'Direct Mail',
  'Other',
] as const
export const MAX_UPLOADS = 3

/** Field labels used in 'Please fill in all required fields: …'. */
export const REQUIRED_FIELD_LABELS = {
  legal_name: 'Legal Business Name',
  primary_contact: 'Primary Contact',
  phone: 'Phone',
  email: 'Email',
  'base_location.city': 'City',
  'base_location.state': 'State',
  accept_terms: 'Accept Terms',
  consent_notifications: 'Consent to Notifications',
} as const
