-- No double booking, guaranteed by the database (decision 018). A business's confirmed
-- appointments never share a minute unless the detailer chose "Confirm anyway" in the dashboard,
-- which stores overlap_allowed = 1 on that row. The check runs inside the INSERT or UPDATE that
-- confirms or moves a job, and D1 runs statements one at a time, so two confirms sent at once
-- cannot both pass: the second sees the first. The app recognises the abort by its message.
ALTER TABLE booking_requests ADD COLUMN overlap_allowed INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
CREATE TRIGGER booking_requests_no_overlap_insert BEFORE INSERT ON booking_requests
WHEN new.status = 'confirmed' AND new.overlap_allowed = 0 AND EXISTS (
  SELECT 1 FROM booking_requests b
  WHERE b.affiliate_id = new.affiliate_id AND b.status = 'confirmed'
    AND b.start_at < new.end_at AND b.end_at > new.start_at
)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap: this time overlaps another confirmed appointment');
END;
--> statement-breakpoint
-- Only a change that makes a row confirmed or moves a confirmed row is checked, so bookkeeping
-- on an already-confirmed job (or on overlaps made before this check existed) is never refused.
CREATE TRIGGER booking_requests_no_overlap_update
BEFORE UPDATE OF status, start_at, end_at, affiliate_id, overlap_allowed ON booking_requests
WHEN new.status = 'confirmed' AND new.overlap_allowed = 0
  AND (old.status IS NOT 'confirmed' OR old.start_at IS NOT new.start_at
    OR old.end_at IS NOT new.end_at OR old.affiliate_id IS NOT new.affiliate_id
    OR old.overlap_allowed IS NOT new.overlap_allowed)
  AND EXISTS (
    SELECT 1 FROM booking_requests b
    WHERE b.affiliate_id = new.affiliate_id AND b.status = 'confirmed' AND b.id <> new.id
      AND b.start_at < new.end_at AND b.end_at > new.start_at
  )
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap: this time overlaps another confirmed appointment');
END;
