CREATE TABLE `job_weather` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`affiliate_id` integer NOT NULL,
	`start_at` text NOT NULL,
	`risk` text,
	`headline` text,
	`checked_at` text NOT NULL,
	`kept_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_weather_affiliate_start_idx` ON `job_weather` (`affiliate_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `weather_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`body` text NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `weather_checks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`start_at` text NOT NULL,
	`window` text NOT NULL,
	`alerted` integer DEFAULT false NOT NULL,
	`run` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `booking_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `weather_checks_job_window_unique` ON `weather_checks` (`booking_id`,`start_at`,`window`);--> statement-breakpoint
CREATE TABLE `weather_fake` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`zip` text NOT NULL,
	`from_at` text NOT NULL,
	`to_at` text NOT NULL,
	`precipitation` integer NOT NULL,
	`temperature_f` integer NOT NULL,
	`wind_mph` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `weather_fake_zip_idx` ON `weather_fake` (`zip`,`from_at`);--> statement-breakpoint
CREATE TABLE `weather_rules` (
	`affiliate_id` integer PRIMARY KEY NOT NULL,
	`rain_percent` integer DEFAULT 60 NOT NULL,
	`cold_f` integer DEFAULT 50 NOT NULL,
	`wind_mph` integer DEFAULT 25 NOT NULL,
	`under_cover` integer DEFAULT false NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
