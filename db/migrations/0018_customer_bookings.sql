-- A signed-in customer's requests belong to their account (decision 023). The owner column is
-- set when the requester was signed in, or later when an account proves it owns the email the
-- request was made with (email_verified_at).
ALTER TABLE `booking_requests` ADD `customer_user_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `customer_user_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;
--> statement-breakpoint
-- My bookings lists one customer's requests by when they happen (the appointment, else the
-- preferred date): walking this index forwards or backwards stops after the page, however many
-- bookings the customer has. The query repeats this exact expression so SQLite can use it.
CREATE INDEX `booking_requests_customer_when_idx` ON `booking_requests` (`customer_user_id`, coalesce(`start_at`, `preferred_date`), `id`);
--> statement-breakpoint
CREATE INDEX `quote_requests_customer_idx` ON `quote_requests` (`customer_user_id`, `created_at`);
