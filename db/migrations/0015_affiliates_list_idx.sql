-- The admin's Affiliates list pages the approved businesses newest first (issue 22): with this
-- index SQLite walks (status, created_at, rowid) backwards and stops after the page, instead of
-- reading and sorting every approved business on every page.
CREATE INDEX `affiliates_status_created_idx` ON `affiliates` (`status`, `created_at`);
