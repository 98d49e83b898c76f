// /{slug}: the affiliate's branded landing. Same page as /, in affiliate mode.
export { default, headers, loader, meta } from './_index'
