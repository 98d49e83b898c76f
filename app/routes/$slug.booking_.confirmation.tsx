// /{slug}/booking/confirmation: a sent booking request's confirmation in affiliate mode.
export { default, loader, meta } from './booking_.confirmation'
