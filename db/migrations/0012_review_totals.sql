CREATE TABLE `review_totals` (
	`type` text PRIMARY KEY NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`featured_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Marketplace-wide review totals per type (decision 017): review_stats summed over the public
-- businesses (approved, or key 0: none). Kept exact by triggers on review_stats (which the
-- review triggers of scale_triggers maintain) and on a business's approval and deletion.
INSERT INTO review_totals (type, review_count, rating_sum, featured_count)
SELECT rs.type, sum(rs.review_count), sum(rs.rating_sum), sum(rs.featured_count)
FROM review_stats rs LEFT JOIN affiliates a ON a.id = rs.affiliate_key
WHERE rs.affiliate_key = 0 OR a.status = 'approved'
GROUP BY rs.type;
--> statement-breakpoint
CREATE TRIGGER review_stats_totals_insert AFTER INSERT ON review_stats
WHEN new.affiliate_key = 0
  OR (SELECT status FROM affiliates WHERE id = new.affiliate_key) = 'approved'
BEGIN
  INSERT INTO review_totals (type, review_count, rating_sum, featured_count)
  VALUES (new.type, new.review_count, new.rating_sum, new.featured_count)
  ON CONFLICT (type) DO UPDATE SET
    review_count = review_count + excluded.review_count,
    rating_sum = rating_sum + excluded.rating_sum,
    featured_count = featured_count + excluded.featured_count;
END;
--> statement-breakpoint
CREATE TRIGGER review_stats_totals_update AFTER UPDATE ON review_stats
BEGIN
  UPDATE review_totals SET
    review_count = review_count - old.review_count,
    rating_sum = rating_sum - old.rating_sum,
    featured_count = featured_count - old.featured_count
  WHERE type = old.type
    AND (old.affiliate_key = 0
      OR (SELECT status FROM affiliates WHERE id = old.affiliate_key) = 'approved');
  INSERT INTO review_totals (type, review_count, rating_sum, featured_count)
  SELECT new.type, new.review_count, new.rating_sum, new.featured_count
  WHERE new.affiliate_key = 0
    OR (SELECT status FROM affiliates WHERE id = new.affiliate_key) = 'approved'
  ON CONFLICT (type) DO UPDATE SET
    review_count = review_count + excluded.review_count,
    rating_sum = rating_sum + excluded.rating_sum,
    featured_count = featured_count + excluded.featured_count;
END;
--> statement-breakpoint
CREATE TRIGGER review_stats_totals_delete AFTER DELETE ON review_stats
WHEN old.affiliate_key = 0
  OR (SELECT status FROM affiliates WHERE id = old.affiliate_key) = 'approved'
BEGIN
  UPDATE review_totals SET
    review_count = review_count - old.review_count,
    rating_sum = rating_sum - old.rating_sum,
    featured_count = featured_count - old.featured_count
  WHERE type = old.type;
END;
--> statement-breakpoint
CREATE TRIGGER affiliates_review_totals_status AFTER UPDATE OF status ON affiliates
WHEN old.status IS NOT new.status AND (old.status = 'approved' OR new.status = 'approved')
BEGIN
  INSERT INTO review_totals (type) SELECT type FROM review_stats WHERE affiliate_key = new.id
  ON CONFLICT (type) DO NOTHING;
  UPDATE review_totals SET
    review_count = review_count + (CASE WHEN new.status = 'approved' THEN 1 ELSE -1 END) * coalesce(
      (SELECT sum(review_count) FROM review_stats s
       WHERE s.affiliate_key = new.id AND s.type = review_totals.type), 0),
    rating_sum = rating_sum + (CASE WHEN new.status = 'approved' THEN 1 ELSE -1 END) * coalesce(
      (SELECT sum(rating_sum) FROM review_stats s
       WHERE s.affiliate_key = new.id AND s.type = review_totals.type), 0),
    featured_count = featured_count + (CASE WHEN new.status = 'approved' THEN 1 ELSE -1 END) * coalesce(
      (SELECT sum(featured_count) FROM review_stats s
       WHERE s.affiliate_key = new.id AND s.type = review_totals.type), 0);
END;
--> statement-breakpoint
-- Before the row goes: its reviews' cascade then updates review_stats while it no longer reads
-- as approved, so nothing is taken off twice.
CREATE TRIGGER affiliates_review_totals_delete BEFORE DELETE ON affiliates
WHEN old.status = 'approved'
BEGIN
  UPDATE review_totals SET
    review_count = review_count - coalesce((SELECT sum(review_count) FROM review_stats s
      WHERE s.affiliate_key = old.id AND s.type = review_totals.type), 0),
    rating_sum = rating_sum - coalesce((SELECT sum(rating_sum) FROM review_stats s
      WHERE s.affiliate_key = old.id AND s.type = review_totals.type), 0),
    featured_count = featured_count - coalesce((SELECT sum(featured_count) FROM review_stats s
      WHERE s.affiliate_key = old.id AND s.type = review_totals.type), 0);
END;
