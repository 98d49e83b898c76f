-- /api/affiliates is precomputed under the 'footer' generation too (decision 025). The footer
-- triggers watch updates and deletes of approved businesses; a business inserted already approved
-- (an import, SQL run by hand) must bump it as well, or the list would miss it until the next change.
CREATE TRIGGER affiliates_snapshot_insert AFTER INSERT ON affiliates WHEN new.status = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
--> statement-breakpoint
-- The admin's moderation list pages newest first (decision 025); filtered by a status or by one
-- business it walks these in order and stops after the page, instead of sorting every match.
CREATE INDEX `reviews_status_created_idx` ON `reviews` (`status`, `created_at`);
--> statement-breakpoint
CREATE INDEX `reviews_affiliate_created_idx` ON `reviews` (`affiliate_id`, `created_at`);
