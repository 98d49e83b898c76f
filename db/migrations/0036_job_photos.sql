CREATE TABLE `booking_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`author` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_messages_booking_idx` ON `booking_messages` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `job_days` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`started_at` text,
	`note` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`phase` text NOT NULL,
	`r2_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`resized_key` text,
	`gallery_url` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_photos_booking_idx` ON `job_photos` (`booking_id`,`phase`,`id`);--> statement-breakpoint
CREATE INDEX `job_photos_affiliate_idx` ON `job_photos` (`affiliate_id`,`booking_id`);--> statement-breakpoint
CREATE TABLE `job_signoffs` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`token` text NOT NULL,
	`state` text DEFAULT 'awaiting' NOT NULL,
	`completed_at` text NOT NULL,
	`settled_at` text,
	`note` text,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_signoffs_token_unique` ON `job_signoffs` (`token`);--> statement-breakpoint
CREATE INDEX `job_signoffs_awaiting_idx` ON `job_signoffs` (`completed_at`) WHERE "job_signoffs"."state" = 'awaiting';--> statement-breakpoint
CREATE INDEX `job_signoffs_affiliate_idx` ON `job_signoffs` (`affiliate_id`,`booking_id`);--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `gallery_consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `after_job_charges_autopay_unique` ON `after_job_charges` (`invoice_id`) WHERE "after_job_charges"."via" = 'off_session' and "after_job_charges"."kind" = 'balance';