// /{slug}/invoices/{token}: the invoice link as the detailer's brand sends it (its site's header,
// logo and colours); the invoice must be that business's.
export { action, default, headers, loader, meta } from './invoices.$token'
