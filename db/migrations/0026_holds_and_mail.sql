-- Holds only after proof, live-request caps and a per-recipient mail cap (issue 37, decision 016
-- "Round 3: holds and mail"). A request from the public form no longer holds its time at once:
-- start_at/end_at are kept, hold_until stays NULL (so it blocks nothing) until the requester
-- proves the email (the link in the receipt) or pays a deposit; that proof is one UPDATE setting
-- hold_until, which meets the update trigger below.
ALTER TABLE booking_requests ADD COLUMN proved_at TEXT;
--> statement-breakpoint
-- How the requester proved who they are: 'email' (receipt link), 'deposit', 'account' (signed in
-- with a verified email), 'detailer' (entered in the dashboard), 'earlier' (before this rule).
ALTER TABLE booking_requests ADD COLUMN proof TEXT;
--> statement-breakpoint
-- The requester's client address, grouped (IPv6 by /64) and hashed: counts live requests per client.
ALTER TABLE booking_requests ADD COLUMN client_group TEXT;
--> statement-breakpoint
-- Requests made before this rule were held (or confirmed) under the old one: they count as proved.
UPDATE booking_requests SET proved_at = created_at, proof = 'earlier';
--> statement-breakpoint
-- Live requests (pending) per email, phone and client: the caps count these.
CREATE INDEX booking_requests_live_email_idx ON booking_requests (customer_email, created_at)
  WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX booking_requests_live_phone_idx ON booking_requests (customer_phone, created_at)
  WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX booking_requests_live_client_idx ON booking_requests (client_group, created_at)
  WHERE status = 'pending';
--> statement-breakpoint
-- The per-recipient mail cap counts a recipient's recent messages of a kind.
CREATE INDEX email_outbox_recipient_idx ON email_outbox (lower(to_address), created_at);
--> statement-breakpoint
DROP TRIGGER booking_requests_no_overlap_update;
--> statement-breakpoint
-- As in 0020, and hold_until joins the watched columns: proof turns a pending request into a
-- holding one by setting hold_until alone, and that must meet the same count.
CREATE TRIGGER booking_requests_no_overlap_update
BEFORE UPDATE OF status, start_at, end_at, affiliate_id, overlap_allowed, hold_until ON booking_requests
WHEN new.overlap_allowed = 0 AND new.start_at IS NOT NULL
  AND (new.status = 'confirmed'
    OR (new.status = 'pending' AND new.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  AND (old.status IS NOT new.status OR old.start_at IS NOT new.start_at
    OR old.end_at IS NOT new.end_at OR old.affiliate_id IS NOT new.affiliate_id
    OR old.overlap_allowed IS NOT new.overlap_allowed
    OR (old.hold_until IS NOT new.hold_until
      AND NOT coalesce(old.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), 0)))
  AND (
    SELECT count(*) FROM booking_requests b
    WHERE b.affiliate_id = new.affiliate_id AND b.id <> new.id
      AND b.start_at < new.end_at AND b.end_at > new.start_at
      AND (b.status = 'confirmed'
        OR (b.status = 'pending' AND b.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  ) >= coalesce((SELECT max_concurrent FROM working_hours w WHERE w.affiliate_id = new.affiliate_id), 1)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap: this time overlaps another confirmed appointment');
END;
