// /{slug}/booking: the booking page in affiliate mode.
export { default, loader, meta } from './booking'
