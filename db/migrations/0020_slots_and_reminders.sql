-- Working hours, live slots, holds, reschedule and reminders (issue 26, decision 027).
-- One row per detailer that has set (or was given) working hours; a detailer without a row
-- offers no live slots and customers ask for a date and window as before.
CREATE TABLE working_hours (
  affiliate_id INTEGER PRIMARY KEY NOT NULL REFERENCES affiliates(id) ON DELETE CASCADE,
  -- JSON: seven {on, start, end} days, Monday first, business wall clock.
  week TEXT NOT NULL,
  buffer_minutes INTEGER NOT NULL DEFAULT 15,
  travel_minutes INTEGER NOT NULL DEFAULT 30,
  horizon_days INTEGER NOT NULL DEFAULT 60,
  notice_hours INTEGER NOT NULL DEFAULT 12,
  max_concurrent INTEGER NOT NULL DEFAULT 1,
  auto_confirm INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT
);
--> statement-breakpoint
-- A pending request that chose a slot holds it (start_at/end_at set) until hold_until.
ALTER TABLE booking_requests ADD COLUMN hold_until TEXT;
--> statement-breakpoint
-- The calendar invite's SEQUENCE: +1 on every move, so calendars update the same event.
ALTER TABLE booking_requests ADD COLUMN ics_sequence INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
-- When each reminder was queued for the current start time; a move clears them.
ALTER TABLE booking_requests ADD COLUMN reminded_day_before_at TEXT;
--> statement-breakpoint
ALTER TABLE booking_requests ADD COLUMN reminded_morning_at TEXT;
--> statement-breakpoint
CREATE INDEX booking_requests_reminder_idx ON booking_requests (status, start_at);
--> statement-breakpoint
DROP TRIGGER booking_requests_no_overlap_insert;
--> statement-breakpoint
DROP TRIGGER booking_requests_no_overlap_update;
--> statement-breakpoint
-- Decision 018 extended: a held pending request counts like a confirmed job, and a detailer may
-- run up to max_concurrent jobs at once (rows overlapping the new one are counted: with a limit
-- above 1 this is the conservative approximation decision 018 describes).
CREATE TRIGGER booking_requests_no_overlap_insert BEFORE INSERT ON booking_requests
WHEN new.overlap_allowed = 0 AND new.start_at IS NOT NULL
  AND (new.status = 'confirmed'
    OR (new.status = 'pending' AND new.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  AND (
    SELECT count(*) FROM booking_requests b
    WHERE b.affiliate_id = new.affiliate_id
      AND b.start_at < new.end_at AND b.end_at > new.start_at
      AND (b.status = 'confirmed'
        OR (b.status = 'pending' AND b.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  ) >= coalesce((SELECT max_concurrent FROM working_hours w WHERE w.affiliate_id = new.affiliate_id), 1)
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap: this time overlaps another confirmed appointment');
END;
--> statement-breakpoint
CREATE TRIGGER booking_requests_no_overlap_update
BEFORE UPDATE OF status, start_at, end_at, affiliate_id, overlap_allowed ON booking_requests
WHEN new.overlap_allowed = 0 AND new.start_at IS NOT NULL
  AND (new.status = 'confirmed'
    OR (new.status = 'pending' AND new.hold_until > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))
  AND (old.status IS NOT new.status OR old.start_at IS NOT new.start_at
    OR old.end_at IS NOT new.end_at OR old.affiliate_id IS NOT new.affiliate_id
    OR old.overlap_allowed IS NOT new.overlap_allowed)
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
