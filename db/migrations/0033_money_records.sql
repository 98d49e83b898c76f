CREATE TABLE `disputes` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer,
	`booking_reference` text,
	`payment_intent_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`evidence_due_by` text NOT NULL,
	`evidence_text` text,
	`evidence_files` text DEFAULT '[]' NOT NULL,
	`evidence_submitted_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `disputes_affiliate_idx` ON `disputes` (`affiliate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `disputes_booking_idx` ON `disputes` (`booking_id`);--> statement-breakpoint
CREATE INDEX `disputes_created_idx` ON `disputes` (`created_at`);--> statement-breakpoint
CREATE TABLE `payment_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`summary` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payment_log_kind_idx` ON `payment_log` (`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`affiliate_id` integer NOT NULL,
	`account_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`arrival_date` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `payouts_affiliate_idx` ON `payouts` (`affiliate_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payouts_created_idx` ON `payouts` (`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_created_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_amount_idx` ON `ledger_entries` (`amount_cents`);--> statement-breakpoint
CREATE INDEX `payment_events_received_idx` ON `payment_events` (`received_at`);--> statement-breakpoint
-- Money rows are kept 7 years (spec §9), then the retention sweep may remove them: the ledger
-- still refuses every deletion of a younger row (decision 041).
DROP TRIGGER IF EXISTS ledger_entries_no_delete;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_delete BEFORE DELETE ON ledger_entries
WHEN old.created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 years')
BEGIN
  SELECT RAISE(ABORT, 'ledger_entries are written once');
END;
