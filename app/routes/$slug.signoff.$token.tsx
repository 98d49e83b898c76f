// /{slug}/signoff/{token}: the sign-off link as the detailer's brand sends it; the job must be
// that business's.
export { action, default, headers, loader, meta } from './signoff.$token'
