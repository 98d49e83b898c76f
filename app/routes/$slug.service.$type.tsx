// /{slug}/service/{type}: the service page in affiliate mode.
export { default, ErrorBoundary, loader, meta } from './service.$type'
