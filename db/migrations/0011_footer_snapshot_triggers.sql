-- The footer lists (/api/service_areas/footer and one state's cities) are precomputed and stored
-- under the 'footer' generation (decision 017). Any change that can alter them bumps it inside
-- the statement that makes the change, so every write path invalidates them without knowing.
INSERT INTO snapshot_generations (name, generation) VALUES ('footer', 1);
--> statement-breakpoint
CREATE TRIGGER service_areas_snapshot_insert AFTER INSERT ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = new.affiliate_id) = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_snapshot_delete AFTER DELETE ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = old.affiliate_id) = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_snapshot_update
AFTER UPDATE OF state, city, city_key, affiliate_id, is_primary ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = old.affiliate_id) = 'approved'
  OR (SELECT status FROM affiliates WHERE id = new.affiliate_id) = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
--> statement-breakpoint
CREATE TRIGGER affiliates_snapshot_update AFTER UPDATE OF status, slug, business_name ON affiliates
WHEN (old.status = 'approved' OR new.status = 'approved')
  AND (old.status IS NOT new.status OR old.slug IS NOT new.slug
    OR old.business_name IS NOT new.business_name)
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
--> statement-breakpoint
CREATE TRIGGER affiliates_snapshot_delete BEFORE DELETE ON affiliates WHEN old.status = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
