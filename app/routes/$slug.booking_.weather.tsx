// /{slug}/booking/weather: the weather message's links on the business's site (no own domain).
export { action, default, headers, loader, meta } from './booking_.weather'
