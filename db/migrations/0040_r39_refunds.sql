CREATE TABLE `charge_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`charge_id` integer NOT NULL,
	`token` text NOT NULL,
	`provider_refund_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charge_refunds_token_unique` ON `charge_refunds` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `charge_refunds_provider_unique` ON `charge_refunds` (`provider_refund_id`);--> statement-breakpoint
CREATE INDEX `charge_refunds_booking_idx` ON `charge_refunds` (`booking_id`,`id`);