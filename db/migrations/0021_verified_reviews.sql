-- Reviews from real customers (decision 029). A review tied to a completed job carries its
-- booking (one review per job), the detailer's one public reply, up to 3 photo URLs (JSON) and,
-- when held for moderation, why.
ALTER TABLE `reviews` ADD `booking_id` integer REFERENCES booking_requests(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;
--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply_at` text;
--> statement-breakpoint
ALTER TABLE `reviews` ADD `photos` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `reviews` ADD `hold_reason` text;
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_booking_unique` ON `reviews` (`booking_id`) WHERE `booking_id` IS NOT NULL;
--> statement-breakpoint
-- The detailer's Reviews tab, newest first, walks reviews_affiliate_created_idx (migration 0019).
-- A review link is used once: its job's row here, written with the review in one batch. It
-- outlives the review itself, so a link never works again even if the review is removed.
CREATE TABLE `review_invites` (
	`booking_id` integer PRIMARY KEY NOT NULL REFERENCES booking_requests(id) ON DELETE CASCADE,
	`used_at` text NOT NULL
);
--> statement-breakpoint
-- A detailer's report of one of its reviews to the admin; resolved when the admin acts on it.
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
	`affiliate_id` integer NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_open_unique` ON `review_reports` (`review_id`) WHERE `resolved_at` IS NULL;
