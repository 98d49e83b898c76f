// /{slug}/booking/request: the booking request form in affiliate mode.
export { action, default, headers, loader, meta, shouldRevalidate } from './booking_.request'
