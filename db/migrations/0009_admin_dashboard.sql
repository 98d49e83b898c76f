CREATE TABLE `admin_audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`admin_user_id` integer NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer,
	`detail` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_audit_log_created_idx` ON `admin_audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_created_idx` ON `reviews` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);