-- A busy business's dashboard reads rows kept for it instead of merging or counting thousands of
-- its requests and reviews on every view (issue 25, decision 032). Both tables below are kept by
-- triggers, inside the very statement that changes a request or a review, so no write path has to
-- know about them; both are filled here from what is already stored.
CREATE TABLE `customers` (
	`affiliate_id` integer NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`last_service` text NOT NULL,
	`last_date` text NOT NULL,
	`last_at` text NOT NULL,
	`requests` integer NOT NULL,
	`confirmed_value_cents` integer NOT NULL,
	PRIMARY KEY(`affiliate_id`, `email`)
);
--> statement-breakpoint
CREATE INDEX `customers_affiliate_last_idx` ON `customers` (`affiliate_id`, `last_at` DESC, `email`);
--> statement-breakpoint
CREATE TABLE `review_ratings` (
	`affiliate_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`affiliate_id`, `rating`)
);
--> statement-breakpoint
-- One business's approved reviews by publication (the overview's latest five, the ratings per
-- month) from the index alone; it starts with the columns of reviews_affiliate_status_idx, which
-- it replaces.
CREATE INDEX `reviews_affiliate_published_idx` ON `reviews` (`affiliate_id`, `status`, `published_at`, `rating`);
--> statement-breakpoint
DROP INDEX `reviews_affiliate_status_idx`;
--> statement-breakpoint
-- By email, then business: what the email-only index served (My bookings' claims), plus one
-- customer at one business, which the Customers tab's history and the triggers below look up.
-- Without the business in the index SQLite read every request of the business instead.
DROP INDEX `booking_requests_email_idx`;
--> statement-breakpoint
CREATE INDEX `booking_requests_email_idx` ON `booking_requests` (`customer_email`, `affiliate_id`, `created_at`);
--> statement-breakpoint
DROP INDEX `quote_requests_email_idx`;
--> statement-breakpoint
CREATE INDEX `quote_requests_email_idx` ON `quote_requests` (`email`, `affiliate_id`, `created_at`);
--> statement-breakpoint
-- Every request of a business as the Customers tab describes it, one row per request. The
-- definition lives here once; a WHERE on affiliate_id and email reaches both arms' email indexes.
CREATE VIEW `customer_requests` AS
  SELECT affiliate_id, customer_email AS email, customer_name AS name, customer_phone AS phone,
    created_at, service_name || ' – ' || tier_name AS service,
    coalesce(substr(start_at, 1, 10), preferred_date) AS service_date,
    CASE WHEN status IN ('confirmed', 'completed') THEN estimate_cents ELSE 0 END AS value
  FROM booking_requests
  UNION ALL
  SELECT affiliate_id, email, name, phone, created_at,
    'Quote: ' || coalesce((SELECT group_concat(value, ', ') FROM json_each(services)), ''),
    substr(created_at, 1, 10), 0
  FROM quote_requests WHERE affiliate_id IS NOT NULL;
--> statement-breakpoint
-- A customer is the group of its requests: name, phone, service and date are the latest
-- request's (SQLite takes bare columns from the row max() picked), the rest counts them all.
INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
  requests, confirmed_value_cents)
SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
  sum(value)
FROM customer_requests GROUP BY affiliate_id, email;
--> statement-breakpoint
-- Every trigger below rebuilds the row of each customer the change touches from that customer's
-- requests (a handful, found by the email indexes), rather than adjusting it: a status change,
-- a moved appointment, an edit of the latest request or a delete then all come out exactly as
-- the grouping above. A customer left without requests has no row.
CREATE TRIGGER booking_requests_customers_insert AFTER INSERT ON booking_requests
BEGIN
  DELETE FROM customers WHERE affiliate_id = new.affiliate_id AND email = new.customer_email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = new.affiliate_id AND email = new.customer_email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
CREATE TRIGGER booking_requests_customers_delete AFTER DELETE ON booking_requests
BEGIN
  DELETE FROM customers WHERE affiliate_id = old.affiliate_id AND email = old.customer_email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = old.affiliate_id AND email = old.customer_email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
-- Only the columns the view reads; reminders, holds and account links change none of them. The
-- old customer is rebuilt too when the request moved to another email or business.
CREATE TRIGGER booking_requests_customers_update
AFTER UPDATE OF affiliate_id, customer_email, customer_name, customer_phone, created_at,
  service_name, tier_name, start_at, preferred_date, status, estimate_cents ON booking_requests
BEGIN
  DELETE FROM customers WHERE affiliate_id = old.affiliate_id AND email = old.customer_email
    AND (old.affiliate_id IS NOT new.affiliate_id OR old.customer_email IS NOT new.customer_email);
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = old.affiliate_id AND email = old.customer_email
    AND (old.affiliate_id IS NOT new.affiliate_id OR old.customer_email IS NOT new.customer_email)
  GROUP BY affiliate_id, email;
  DELETE FROM customers WHERE affiliate_id = new.affiliate_id AND email = new.customer_email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = new.affiliate_id AND email = new.customer_email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
-- Quotes sent to the platform (no business) belong to no business's customers.
CREATE TRIGGER quote_requests_customers_insert AFTER INSERT ON quote_requests
WHEN new.affiliate_id IS NOT NULL
BEGIN
  DELETE FROM customers WHERE affiliate_id = new.affiliate_id AND email = new.email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = new.affiliate_id AND email = new.email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
CREATE TRIGGER quote_requests_customers_delete AFTER DELETE ON quote_requests
WHEN old.affiliate_id IS NOT NULL
BEGIN
  DELETE FROM customers WHERE affiliate_id = old.affiliate_id AND email = old.email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = old.affiliate_id AND email = old.email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
CREATE TRIGGER quote_requests_customers_update
AFTER UPDATE OF affiliate_id, email, name, phone, created_at, services ON quote_requests
BEGIN
  DELETE FROM customers WHERE affiliate_id = old.affiliate_id AND email = old.email
    AND (old.affiliate_id IS NOT new.affiliate_id OR old.email IS NOT new.email);
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = old.affiliate_id AND email = old.email
    AND (old.affiliate_id IS NOT new.affiliate_id OR old.email IS NOT new.email)
  GROUP BY affiliate_id, email;
  DELETE FROM customers WHERE affiliate_id = new.affiliate_id AND email = new.email;
  INSERT INTO customers (affiliate_id, email, name, phone, last_service, last_date, last_at,
    requests, confirmed_value_cents)
  SELECT affiliate_id, email, name, phone, service, service_date, max(created_at), count(*),
    sum(value)
  FROM customer_requests WHERE affiliate_id = new.affiliate_id AND email = new.email
  GROUP BY affiliate_id, email;
END;
--> statement-breakpoint
-- Approved reviews per business and rating, as review_stats counts them (scale_triggers): only
-- 'approved' counts, and a review leaves its old count before it joins its new one.
INSERT INTO review_ratings (affiliate_id, rating, review_count)
SELECT affiliate_id, rating, count(*) FROM reviews
WHERE status = 'approved' AND affiliate_id IS NOT NULL GROUP BY affiliate_id, rating;
--> statement-breakpoint
CREATE TRIGGER reviews_ratings_insert AFTER INSERT ON reviews
WHEN new.status = 'approved' AND new.affiliate_id IS NOT NULL
BEGIN
  INSERT INTO review_ratings (affiliate_id, rating, review_count)
  VALUES (new.affiliate_id, new.rating, 1)
  ON CONFLICT (affiliate_id, rating) DO UPDATE SET review_count = review_count + 1;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_ratings_delete AFTER DELETE ON reviews
WHEN old.status = 'approved' AND old.affiliate_id IS NOT NULL
BEGIN
  UPDATE review_ratings SET review_count = review_count - 1
  WHERE affiliate_id = old.affiliate_id AND rating = old.rating;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_ratings_update_old AFTER UPDATE OF status, rating, affiliate_id ON reviews
WHEN old.status = 'approved' AND old.affiliate_id IS NOT NULL
BEGIN
  UPDATE review_ratings SET review_count = review_count - 1
  WHERE affiliate_id = old.affiliate_id AND rating = old.rating;
END;
--> statement-breakpoint
CREATE TRIGGER reviews_ratings_update_new AFTER UPDATE OF status, rating, affiliate_id ON reviews
WHEN new.status = 'approved' AND new.affiliate_id IS NOT NULL
BEGIN
  INSERT INTO review_ratings (affiliate_id, rating, review_count)
  VALUES (new.affiliate_id, new.rating, 1)
  ON CONFLICT (affiliate_id, rating) DO UPDATE SET review_count = review_count + 1;
END;
