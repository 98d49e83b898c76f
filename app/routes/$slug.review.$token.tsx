// /{slug}/review/{token}: the review link as the detailer's brand sends it (its site's header,
// logo and colours); the job must be that business's.
export { action, default, headers, loader, meta } from './review.$token'
