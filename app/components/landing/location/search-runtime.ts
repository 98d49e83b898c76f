// What the location search needs only once the visitor types or submits. The hook imports this
// after hydration, so every landing page's first JavaScript stays inside its budget (decision 015).
export { choicePath } from '~/lib/location/choice'
export { destinationFor } from '~/lib/location/destination'
export { parseLocationText } from '~/lib/location/parse'
export { isBrokenServiceError } from '~/lib/location/places'
export { lookupPlace } from './lookup'
export { loadPlacesProvider } from './offline-provider'
