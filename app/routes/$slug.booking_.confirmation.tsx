// /{slug}/booking/confirmation: the customer's booking page in affiliate mode.
export { action, default, headers, loader, meta } from './booking_.confirmation'
