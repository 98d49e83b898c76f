-- The admin's Audit Log filters by action and by the admin who acted (issue 24), newest first:
-- with these indexes SQLite walks (action | admin, created_at, id) backwards and stops after the
-- page, instead of reading and sorting the whole log. The admin index also lists, cheaply, the
-- admins who appear in the log (the person filter's choices).
CREATE INDEX `admin_audit_log_action_idx` ON `admin_audit_log` (`action`, `created_at`, `id`);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_admin_idx` ON `admin_audit_log` (`admin_user_id`, `created_at`, `id`);
