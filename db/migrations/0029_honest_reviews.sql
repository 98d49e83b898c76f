-- Verified means "tied to a completed job" (decision 037): only a review written through the
-- completed job's invitation carries a booking id. Reviews an admin marked Verified by hand (and the
-- demo seed's Google, Yelp and Facebook reviews) lose the tag, and the database refuses it from now
-- on whatever path writes the row.
UPDATE reviews SET is_verified = 0 WHERE booking_id IS NULL AND is_verified = 1;
--> statement-breakpoint
CREATE TRIGGER reviews_verified_needs_job_insert BEFORE INSERT ON reviews
WHEN new.is_verified = 1 AND new.booking_id IS NULL
BEGIN
  SELECT RAISE(ABORT, 'A verified review must come from a completed job');
END;
--> statement-breakpoint
CREATE TRIGGER reviews_verified_needs_job_update BEFORE UPDATE OF is_verified, booking_id ON reviews
WHEN new.is_verified = 1 AND new.booking_id IS NULL
BEGIN
  SELECT RAISE(ABORT, 'A verified review must come from a completed job');
END;
--> statement-breakpoint
-- The demo seed misspelt a tier feature; databases seeded before the fix get the right spelling.
UPDATE service_tiers SET features = replace(features, '"Preperation Detail"', '"Preparation Detail"')
WHERE features LIKE '%"Preperation Detail"%';
