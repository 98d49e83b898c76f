CREATE TABLE `affiliates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`business_name` text NOT NULL,
	`owner` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`email` text NOT NULL,
	`phone` text,
	`personal_phone` text,
	`personal_email` text,
	`business_email` text,
	`business_phone` text,
	`twilio_phone` text,
	`business_start_date` text,
	`website_url` text,
	`gbp_url` text,
	`facebook_url` text,
	`youtube_url` text,
	`tiktok_url` text,
	`instagram_url` text,
	`logo_url` text,
	`base_city` text NOT NULL,
	`base_state` text NOT NULL,
	`base_zip` text,
	`categories` text DEFAULT '[]' NOT NULL,
	`has_insurance` integer DEFAULT false NOT NULL,
	`accept_terms` integer DEFAULT false NOT NULL,
	`consent_notifications` integer DEFAULT false NOT NULL,
	`source` text,
	`notes` text,
	`application_date` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`reviewed_at` text,
	`reviewed_by` integer,
	`rejection_reason` text,
	`admin_notes` text,
	`owner_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_slug_unique` ON `affiliates` (`slug`);--> statement-breakpoint
CREATE INDEX `affiliates_status_idx` ON `affiliates` (`status`);--> statement-breakpoint
CREATE INDEX `affiliates_email_idx` ON `affiliates` (`email`);--> statement-breakpoint
CREATE INDEX `affiliates_owner_idx` ON `affiliates` (`owner_user_id`);--> statement-breakpoint
CREATE TABLE `booking_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`affiliate_id` integer NOT NULL,
	`service_id` integer,
	`tier_id` integer,
	`vehicle_type` text NOT NULL,
	`category_name` text NOT NULL,
	`service_name` text NOT NULL,
	`tier_name` text NOT NULL,
	`estimate_cents` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`customer_name` text NOT NULL,
	`customer_phone` text NOT NULL,
	`customer_email` text NOT NULL,
	`address_line` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip` text,
	`preferred_date` text NOT NULL,
	`time_window` text NOT NULL,
	`notes` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`tier_id`) REFERENCES `service_tiers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `booking_requests_reference_unique` ON `booking_requests` (`reference`);--> statement-breakpoint
CREATE INDEX `booking_requests_affiliate_idx` ON `booking_requests` (`affiliate_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `custom_hostnames` (
	`hostname` text PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `custom_hostnames_affiliate_idx` ON `custom_hostnames` (`affiliate_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_unsent_idx` ON `email_outbox` (`sent_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `login_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attempt_key` text NOT NULL,
	`attempted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `login_attempts_key_time_idx` ON `login_attempts` (`attempt_key`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `password_setup_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_setup_tokens_hash_unique` ON `password_setup_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_setup_tokens_user_idx` ON `password_setup_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `platform_config` (
	`id` integer PRIMARY KEY NOT NULL,
	`email` text,
	`phone` text,
	`logo_url` text,
	`favicon_url` text,
	`header_display` text,
	`tagline` text,
	`services_description` text,
	`facebook` text,
	`instagram` text,
	`tiktok` text,
	`youtube` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`vehicle` text,
	`services` text DEFAULT '[]' NOT NULL,
	`additional_info` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_requests_affiliate_idx` ON `quote_requests` (`affiliate_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`expires_at` text NOT NULL,
	`rotated_at` text,
	`revoked_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_user_idx` ON `refresh_tokens` (`user_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `review_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`voter_key` text NOT NULL,
	`vote_type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_votes_review_voter_unique` ON `review_votes` (`review_id`,`voter_key`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`affiliate_id` integer,
	`status` text DEFAULT 'approved' NOT NULL,
	`reviewer_name` text NOT NULL,
	`reviewer_avatar_url` text,
	`reviewer_url` text,
	`rating` integer NOT NULL,
	`title` text,
	`content` text NOT NULL,
	`service_category` text,
	`review_source` text DEFAULT 'website' NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`helpful_votes` integer DEFAULT 0 NOT NULL,
	`total_votes` integer DEFAULT 0 NOT NULL,
	`service_date` text,
	`published_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reviews_type_status_idx` ON `reviews` (`type`,`status`,`is_featured`,`rating`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_affiliate_status_idx` ON `reviews` (`affiliate_id`,`status`);--> statement-breakpoint
CREATE TABLE `service_areas` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`city` text NOT NULL,
	`city_key` text NOT NULL,
	`state` text NOT NULL,
	`zip` text,
	`is_primary` integer DEFAULT false NOT NULL,
	`minimum_cents` integer DEFAULT 0 NOT NULL,
	`multiplier` real DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_areas_affiliate_city_state_unique` ON `service_areas` (`affiliate_id`,`state`,`city_key`);--> statement-breakpoint
CREATE INDEX `service_areas_state_city_idx` ON `service_areas` (`state`,`city_key`);--> statement-breakpoint
CREATE INDEX `service_areas_zip_idx` ON `service_areas` (`zip`);--> statement-breakpoint
CREATE TABLE `service_categories` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_categories_slug_unique` ON `service_categories` (`slug`);--> statement-breakpoint
CREATE TABLE `service_tiers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`service_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`features` text DEFAULT '[]' NOT NULL,
	`enabled` integer DEFAULT true NOT NULL,
	`popular` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_tiers_service_idx` ON `service_tiers` (`service_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`vehicle_id` integer NOT NULL,
	`service_category_id` integer NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`base_price_cents` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`vehicle_id`) REFERENCES `vehicles`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`service_category_id`) REFERENCES `service_categories`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `services_affiliate_vehicle_category_idx` ON `services` (`affiliate_id`,`vehicle_id`,`service_category_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`r2_key` text NOT NULL,
	`kind` text NOT NULL,
	`affiliate_id` integer,
	`review_id` integer,
	`original_name` text,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_key_unique` ON `uploads` (`r2_key`);--> statement-breakpoint
CREATE INDEX `uploads_affiliate_idx` ON `uploads` (`affiliate_id`);--> statement-breakpoint
CREATE INDEX `uploads_review_idx` ON `uploads` (`review_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`phone` text,
	`password_hash` text,
	`role` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`affiliate_id` integer,
	`disabled` integer DEFAULT false NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`);--> statement-breakpoint
CREATE INDEX `users_affiliate_idx` ON `users` (`affiliate_id`);--> statement-breakpoint
CREATE TABLE `vehicles` (
	`id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vehicles_slug_unique` ON `vehicles` (`slug`);