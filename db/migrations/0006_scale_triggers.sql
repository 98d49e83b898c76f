-- Aggregates that public pages read instead of counting (decision 015). Triggers keep them exact
-- inside the very statement that changes a review, a service area or a business's status, so no
-- write path has to remember them. Only 'approved' reviews count; any other status (pending,
-- rejected, hidden) does not.

INSERT INTO review_stats (type, affiliate_key, review_count, rating_sum, featured_count)
SELECT type, coalesce(affiliate_id, 0), count(*), sum(rating), sum(is_featured)
FROM reviews WHERE status = 'approved' GROUP BY type, coalesce(affiliate_id, 0);
--> statement-breakpoint
CREATE TRIGGER reviews_stats_insert AFTER INSERT ON reviews WHEN new.status = 'approved'
BEGIN
  INSERT INTO review_stats (type, affiliate_key, review_count, rating_sum, featured_count)
  VALUES (new.type, coalesce(new.affiliate_id, 0), 1, new.rating, new.is_featured)
  ON CONFLICT (type, affiliate_key) DO UPDATE SET
    review_count = review_count + 1,
    rating_sum = rating_sum + excluded.rating_sum,
    featured_count = featured_count + excluded.featured_count;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_delete AFTER DELETE ON reviews WHEN old.status = 'approved'
BEGIN
  UPDATE review_stats SET
    review_count = review_count - 1,
    rating_sum = rating_sum - old.rating,
    featured_count = featured_count - old.is_featured
  WHERE type = old.type AND affiliate_key = coalesce(old.affiliate_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update_old
AFTER UPDATE OF status, rating, is_featured, type, affiliate_id ON reviews WHEN old.status = 'approved'
BEGIN
  UPDATE review_stats SET
    review_count = review_count - 1,
    rating_sum = rating_sum - old.rating,
    featured_count = featured_count - old.is_featured
  WHERE type = old.type AND affiliate_key = coalesce(old.affiliate_id, 0);
END;
--> statement-breakpoint
CREATE TRIGGER reviews_stats_update_new
AFTER UPDATE OF status, rating, is_featured, type, affiliate_id ON reviews WHEN new.status = 'approved'
BEGIN
  INSERT INTO review_stats (type, affiliate_key, review_count, rating_sum, featured_count)
  VALUES (new.type, coalesce(new.affiliate_id, 0), 1, new.rating, new.is_featured)
  ON CONFLICT (type, affiliate_key) DO UPDATE SET
    review_count = review_count + 1,
    rating_sum = rating_sum + excluded.rating_sum,
    featured_count = featured_count + excluded.featured_count;
END;
--> statement-breakpoint
-- A city enters footer_states' count when its first approved business arrives, leaves with its last.
CREATE TRIGGER footer_cities_insert AFTER INSERT ON footer_cities
BEGIN
  INSERT INTO footer_states (state, cities) VALUES (new.state, 1)
  ON CONFLICT (state) DO UPDATE SET cities = cities + 1;
END;
--> statement-breakpoint
CREATE TRIGGER footer_cities_delete AFTER DELETE ON footer_cities
BEGIN
  UPDATE footer_states SET cities = cities - 1 WHERE state = old.state;
  DELETE FROM footer_states WHERE state = old.state AND cities <= 0;
END;
--> statement-breakpoint
INSERT INTO footer_cities (state, city_key, city, businesses)
SELECT sa.state, sa.city_key, min(sa.city), count(*)
FROM service_areas sa JOIN affiliates a ON a.id = sa.affiliate_id
WHERE a.status = 'approved'
GROUP BY sa.state, sa.city_key;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_insert AFTER INSERT ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = new.affiliate_id) = 'approved'
BEGIN
  INSERT INTO footer_cities (state, city_key, city, businesses)
  VALUES (new.state, new.city_key, new.city, 1)
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_delete AFTER DELETE ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = old.affiliate_id) = 'approved'
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE state = old.state AND city_key = old.city_key;
  DELETE FROM footer_cities WHERE state = old.state AND city_key = old.city_key AND businesses <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER service_areas_footer_update
AFTER UPDATE OF state, city_key, affiliate_id ON service_areas
WHEN (SELECT status FROM affiliates WHERE id = old.affiliate_id) = 'approved'
  OR (SELECT status FROM affiliates WHERE id = new.affiliate_id) = 'approved'
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE state = old.state AND city_key = old.city_key
    AND (SELECT status FROM affiliates WHERE id = old.affiliate_id) = 'approved';
  DELETE FROM footer_cities WHERE state = old.state AND city_key = old.city_key AND businesses <= 0;
  INSERT INTO footer_cities (state, city_key, city, businesses)
  SELECT new.state, new.city_key, new.city, 1
  WHERE (SELECT status FROM affiliates WHERE id = new.affiliate_id) = 'approved'
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
CREATE TRIGGER affiliates_footer_status AFTER UPDATE OF status ON affiliates
WHEN old.status IS NOT new.status AND (old.status = 'approved' OR new.status = 'approved')
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE old.status = 'approved'
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = new.id);
  DELETE FROM footer_cities
  WHERE businesses <= 0
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = new.id);
  INSERT INTO footer_cities (state, city_key, city, businesses)
  SELECT state, city_key, city, 1 FROM service_areas
  WHERE new.status = 'approved' AND affiliate_id = new.id
  ON CONFLICT (state, city_key) DO UPDATE SET businesses = businesses + 1;
END;
--> statement-breakpoint
-- Before the row goes: the cascade then deletes its areas while it no longer reads as approved.
CREATE TRIGGER affiliates_footer_delete BEFORE DELETE ON affiliates WHEN old.status = 'approved'
BEGIN
  UPDATE footer_cities SET businesses = businesses - 1
  WHERE (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = old.id);
  DELETE FROM footer_cities
  WHERE businesses <= 0
    AND (state, city_key) IN (SELECT state, city_key FROM service_areas WHERE affiliate_id = old.id);
END;
