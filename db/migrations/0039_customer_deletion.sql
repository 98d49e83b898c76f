-- Customer account deletion (issue 39, decision 046): a sent invoice stays as issued, except that
-- the customer's name and email may be replaced by the deleted-account placeholder (and only by it).
DROP TRIGGER IF EXISTS invoices_sent_fixed;--> statement-breakpoint
CREATE TRIGGER invoices_sent_fixed BEFORE UPDATE OF affiliate_id, booking_id, number, token, business_name, tax_rate_bps, deposit_cents ON invoices
WHEN old.status <> 'draft'
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;--> statement-breakpoint
CREATE TRIGGER invoices_sent_customer_erased_only BEFORE UPDATE OF customer_email, customer_name ON invoices
WHEN old.status <> 'draft' AND (new.customer_email IS NOT old.customer_email OR new.customer_name IS NOT old.customer_name)
  AND NOT (new.customer_email LIKE 'former-customer-%@deleted.invalid' AND new.customer_name = 'Former customer')
BEGIN
  SELECT RAISE(ABORT, 'a sent invoice is changed only by an adjustment');
END;
