export { NOT_SERVED_MESSAGE } from '../location-schema'

/** Spec §8: any failure while resolving a typed or chosen location. */
export const LOCATION_ERROR_MESSAGE =
  'Sorry, there was an error processing your location. Please try again.'

export const LOCATION_UNAVAILABLE_MESSAGE =
  'Location search is unavailable right now. Please call us or try again later.'
