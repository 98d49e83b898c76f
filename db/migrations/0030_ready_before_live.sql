-- An approved business is public (search, footer, sitemap, its site) only once its detailer has
-- finished the setup checklist and pressed Go live (issue 40). Businesses already approved stay
-- live.
ALTER TABLE `affiliates` ADD `live_at` text;
--> statement-breakpoint
UPDATE affiliates SET live_at = coalesce(updated_at, created_at) WHERE status = 'approved';
--> statement-breakpoint
-- Going live adds the business's cities to the footer lists (decision 017): bump their snapshot
-- in the same statement, as the status triggers of 0011 do.
CREATE TRIGGER affiliates_snapshot_live AFTER UPDATE OF live_at ON affiliates
WHEN new.status = 'approved' AND old.live_at IS NOT new.live_at
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
