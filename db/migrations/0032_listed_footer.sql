-- The footer's state counts and city lists show only businesses the public may find: approved AND
-- gone live (issue 40, `listedBusiness` in app/server/live.server.ts). The triggers of 0006 counted
-- every approved business, so a state could say "(5)" and open to four cities. They are rebuilt on
-- the same rule, and going live (or back) moves a business's cities in and out like its status.
DROP TRIGGER IF EXISTS service_areas_footer_insert;
--> statement-breakpoint
DROP TRIGGER IF EXISTS service_areas_footer_delete;
--> statement-breakpoint
DROP TRIGGER IF EXISTS service_areas_footer_update;
--> statement-breakpoint
DROP TRIGGER IF EXISTS affiliates_footer_status;
--> statement-breakpoint
DROP TRIGGER IF EXISTS affiliates_footer_delete;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_insert AFTER INSERT ON service_areas
WHEN (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = new.affiliate_id)
BEGIN
  INSERT INTO footer_cities (state, city_key, city, businesses)
  VALUES (new.state, new.city_key, new.city, 1)
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_delete AFTER DELETE ON service_areas
WHEN (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = old.affiliate_id)
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE state = old.state AND city_key = old.city_key;
  DELETE FROM footer_cities WHERE state = old.state AND city_key = old.city_key AND businesses <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_update
AFTER UPDATE OF state, city_key, affiliate_id ON service_areas
WHEN (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = old.affiliate_id)
  OR (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = new.affiliate_id)
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE state = old.state AND city_key = old.city_key
    AND (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = old.affiliate_id);
  DELETE FROM footer_cities WHERE state = old.state AND city_key = old.city_key AND businesses <= 0;
  INSERT INTO footer_cities (state, city_key, city, businesses)
  SELECT new.state, new.city_key, new.city, 1
  WHERE (SELECT status = 'approved' AND live_at IS NOT NULL FROM affiliates WHERE id = new.affiliate_id)
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
CREATE TRIGGER affiliates_footer_status AFTER UPDATE OF status, live_at ON affiliates
WHEN (old.status = 'approved' AND old.live_at IS NOT NULL)
  IS NOT (new.status = 'approved' AND new.live_at IS NOT NULL)
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE old.status = 'approved' AND old.live_at IS NOT NULL
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = new.id);
  DELETE FROM footer_cities
  WHERE businesses <= 0
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = new.id);
  INSERT INTO footer_cities (state, city_key, city, businesses)
  SELECT state, city_key, city, 1 FROM service_areas
  WHERE new.status = 'approved' AND new.live_at IS NOT NULL AND affiliate_id = new.id
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
-- Before the row goes: the cascade then deletes its areas while it no longer reads as listed.
CREATE TRIGGER affiliates_footer_delete BEFORE DELETE ON affiliates
WHEN old.status = 'approved' AND old.live_at IS NOT NULL
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = old.id);
  DELETE FROM footer_cities
  WHERE businesses <= 0
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = old.id);
END;
--> statement-breakpoint
-- Recount from the rows: footer_cities' own triggers keep footer_states in step.
DELETE FROM footer_cities;
--> statement-breakpoint
DELETE FROM footer_states;
--> statement-breakpoint
INSERT INTO footer_cities (state, city_key, city, businesses)
SELECT sa.state, sa.city_key, min(sa.city), count(*)
FROM service_areas sa JOIN affiliates a ON a.id = sa.affiliate_id
WHERE a.status = 'approved' AND a.live_at IS NOT NULL
GROUP BY sa.state, sa.city_key;
