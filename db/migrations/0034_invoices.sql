CREATE TABLE `after_job_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`invoice_id` integer,
	`kind` text NOT NULL,
	`via` text NOT NULL,
	`provider` text NOT NULL,
	`account_id` text NOT NULL,
	`session_id` text,
	`payment_intent_id` text,
	`amount_cents` integer NOT NULL,
	`tip_cents` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`failure` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `after_job_charges_session_unique` ON `after_job_charges` (`session_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `after_job_charges_intent_unique` ON `after_job_charges` (`payment_intent_id`);--> statement-breakpoint
CREATE INDEX `after_job_charges_invoice_idx` ON `after_job_charges` (`invoice_id`,`status`);--> statement-breakpoint
CREATE INDEX `after_job_charges_booking_idx` ON `after_job_charges` (`booking_id`,`kind`);--> statement-breakpoint
CREATE TABLE `invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`kind` text NOT NULL,
	`description` text NOT NULL,
	`reason` text,
	`amount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `invoice_lines_invoice_idx` ON `invoice_lines` (`invoice_id`,`id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`affiliate_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`number` integer NOT NULL,
	`token` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`business_name` text NOT NULL,
	`business_email` text,
	`business_phone` text,
	`business_logo_url` text,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`booking_reference` text NOT NULL,
	`tax_rate_bps` integer DEFAULT 0 NOT NULL,
	`deposit_cents` integer DEFAULT 0 NOT NULL,
	`sent_at` text,
	`paid_at` text,
	`tip_cents` integer DEFAULT 0 NOT NULL,
	`autopay` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_booking_unique` ON `invoices` (`booking_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_token_unique` ON `invoices` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_affiliate_number_unique` ON `invoices` (`affiliate_id`,`number`);--> statement-breakpoint
CREATE INDEX `invoices_affiliate_status_idx` ON `invoices` (`affiliate_id`,`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `save_card` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `customer_id` text;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `payment_method_id` text;--> statement-breakpoint
ALTER TABLE `booking_payments` ADD `no_show_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_accounts` ADD `tax_rate_bps` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payment_accounts` ADD `no_show_fee_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A sent invoice's money never changes (decision 040): its rate, deposit, business and customer
-- stay as sent; only its status, payment and autopay outcome move on.
CREATE TRIGGER invoices_sent_fixed BEFORE UPDATE OF affiliate_id, booking_id, number, token, business_name, customer_email, tax_rate_bps, deposit_cents ON invoices
WHEN old.status <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;
--> statement-breakpoint
CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices
WHEN old.status <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is kept');
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_no_update BEFORE UPDATE ON invoice_lines
WHEN (SELECT status FROM invoices WHERE id = old.invoice_id) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_no_delete BEFORE DELETE ON invoice_lines
WHEN (SELECT status FROM invoices WHERE id = old.invoice_id) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;
--> statement-breakpoint
CREATE TRIGGER invoice_lines_sent_adjustment_only BEFORE INSERT ON invoice_lines
WHEN new.kind <> 'adjustment' AND (SELECT status FROM invoices WHERE id = new.invoice_id) <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;
