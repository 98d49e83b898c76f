CREATE TABLE `footer_cities` (
	`state` text NOT NULL,
	`city_key` text NOT NULL,
	`city` text NOT NULL,
	`businesses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`state`, `city_key`)
);
--> statement-breakpoint
CREATE TABLE `footer_states` (
	`state` text PRIMARY KEY NOT NULL,
	`cities` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `review_stats` (
	`type` text NOT NULL,
	`affiliate_key` integer NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`featured_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`type`, `affiliate_key`)
);
--> statement-breakpoint
CREATE INDEX `review_stats_affiliate_idx` ON `review_stats` (`affiliate_key`);--> statement-breakpoint
CREATE INDEX `reviews_affiliate_sort_idx` ON `reviews` (`affiliate_id`,`type`,`status`,`is_featured`,`rating`,`published_at`);--> statement-breakpoint
CREATE INDEX `reviews_status_sort_idx` ON `reviews` (`status`,`is_featured`,`rating`,`published_at`);