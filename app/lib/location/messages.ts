// The spec §8 texts, kept here (not imported from the zod schemas) so client code stays small;
// a unit test checks they match the lookup API's.
export const NOT_SERVED_MESSAGE =
  "Sorry, we don't currently serve this area. Please contact us for more information."

/** Spec §8: each failure while resolving a typed or chosen location. */
export const LOCATION_ERROR_MESSAGE =
  'Sorry, there was an error processing your location. Please try again.'

export const LOCATION_UNAVAILABLE_MESSAGE =
  'Location search is unavailable right now. Please call us or try again later.'
