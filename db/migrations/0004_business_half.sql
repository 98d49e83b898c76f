CREATE TABLE `schedule_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schedule_blocks_affiliate_start_idx` ON `schedule_blocks` (`affiliate_id`,`start_at`);--> statement-breakpoint
ALTER TABLE `affiliates` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `affiliates` ADD `daily_goal_cents` integer;--> statement-breakpoint
ALTER TABLE `affiliates` ADD `dashboard_seen_at` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `source` text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `start_at` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `end_at` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `decline_reason` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `cancel_reason` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `cancelled_by` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `booking_requests` ADD `updated_at` text;--> statement-breakpoint
CREATE INDEX `booking_requests_affiliate_status_idx` ON `booking_requests` (`affiliate_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `booking_requests_affiliate_start_idx` ON `booking_requests` (`affiliate_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `booking_requests_email_idx` ON `booking_requests` (`customer_email`);--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `template` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `payload` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `status` text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `next_attempt_at` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `claimed_at` text;--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `private_note` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `updated_at` text;--> statement-breakpoint
CREATE INDEX `quote_requests_affiliate_status_idx` ON `quote_requests` (`affiliate_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `quote_requests_email_idx` ON `quote_requests` (`email`);