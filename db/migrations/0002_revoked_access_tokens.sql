CREATE TABLE `revoked_access_tokens` (
	`jti` text PRIMARY KEY NOT NULL,
	`expires_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revoked_access_tokens_expiry_idx` ON `revoked_access_tokens` (`expires_at`);