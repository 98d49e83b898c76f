-- New accounts get ids above 1,000,000,000 (db/id-ranges.ts, decision 034), far above any
-- business id, so a user id can never be read as a business id (issue 36: the original client's
-- All Users Delete sends an owner's user id to DELETE /api/admin/affiliates/{id}).
-- AUTOINCREMENT never reuses "the largest ROWID ever used", recorded in sqlite_sequence. A row
-- written at the floor and removed again raises that record through SQLite's own bookkeeping,
-- without writing to the internal table; existing accounts keep their ids (sessions, tokens,
-- audit rows and owner links stay valid), and the ids that still collide are refused as
-- ambiguous by the delete endpoint.
INSERT INTO `users` (`id`, `email`, `name`) VALUES (1000000000, 'id-floor@users.invalid', 'Id floor');
--> statement-breakpoint
DELETE FROM `users` WHERE `id` = 1000000000 AND `email` = 'id-floor@users.invalid';
