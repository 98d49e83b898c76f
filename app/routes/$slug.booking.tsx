// /{slug}/booking: the booking page in affiliate mode.
export { default, headers, loader, meta } from './booking'
