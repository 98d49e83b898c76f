ALTER TABLE `after_job_charges` ADD `refund_reason` text;--> statement-breakpoint
-- Before the one-open-checkout index: an invoice with several open checkouts keeps its newest
-- open (the webhook still finds the others by their session, whatever their status).
UPDATE `after_job_charges` SET `status` = 'expired' WHERE `via` = 'checkout' AND `kind` = 'balance' AND `status` = 'open' AND `id` NOT IN (SELECT max(`id`) FROM `after_job_charges` WHERE `via` = 'checkout' AND `kind` = 'balance' AND `status` = 'open' GROUP BY `invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `after_job_charges_open_checkout_unique` ON `after_job_charges` (`invoice_id`) WHERE "after_job_charges"."via" = 'checkout' and "after_job_charges"."kind" = 'balance' and "after_job_charges"."status" = 'open';--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_charge_id` integer;