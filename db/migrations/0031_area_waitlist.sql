-- "Tell me when a detailer serves {place}" (issue 40): addresses waiting for a place nobody
-- serves yet, emailed once when a business serving it goes live.
CREATE TABLE `area_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`city` text NOT NULL,
	`city_key` text NOT NULL,
	`state` text NOT NULL,
	`client_group` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`notified_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `area_waitlist_place_email_unique` ON `area_waitlist` (`state`,`city_key`,`email`);--> statement-breakpoint
CREATE INDEX `area_waitlist_email_idx` ON `area_waitlist` (`email`,`notified_at`);--> statement-breakpoint
CREATE INDEX `area_waitlist_client_idx` ON `area_waitlist` (`client_group`,`created_at`);
