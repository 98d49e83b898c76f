-- Issue 24. A booking request carries the add-ons booked with its package (copies of what the
-- customer saw: ids, names, price and minutes, as JSON, like services' features), and a quote
-- request the ZIP code of where the work is.
ALTER TABLE booking_requests ADD COLUMN addons TEXT NOT NULL DEFAULT '[]';
--> statement-breakpoint
ALTER TABLE quote_requests ADD COLUMN zip TEXT;
