// /{slug}/service/{type}: the service page in affiliate mode.
export { default, ErrorBoundary, headers, loader, meta } from './service.$type'
