// Spec §7 names the SQL console `{api base}/admin/query`, outside /api: the same console, guard,
// limits and answer as /api/admin/query.
export { action, loader } from './api.admin.query'
