-- The detailer's own brand (Website tab) and self-serve own domains (Cloudflare for SaaS).
CREATE TABLE `affiliate_brands` (
	`affiliate_id` integer PRIMARY KEY NOT NULL,
	`brand_color` text,
	`about` text,
	`faqs` text DEFAULT '[]' NOT NULL,
	`gallery` text DEFAULT '[]' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`affiliate_id`) REFERENCES `affiliates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hostnames set up by hand before self-serve (seed, admin) keep serving: they default to active.
-- A self-serve hostname is written as pending and served only once both statuses are active.
ALTER TABLE `custom_hostnames` ADD `provider_id` text;--> statement-breakpoint
ALTER TABLE `custom_hostnames` ADD `hostname_status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `custom_hostnames` ADD `ssl_status` text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE `custom_hostnames` ADD `dns_records` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `custom_hostnames` ADD `checked_at` text;--> statement-breakpoint
-- The cron's status check reads only the hostnames still on their way.
CREATE INDEX `custom_hostnames_pending_idx` ON `custom_hostnames` (`hostname_status`, `ssl_status`);
