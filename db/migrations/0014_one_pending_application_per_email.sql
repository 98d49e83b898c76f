-- At most one pending application per address (issue 23): parallel applications with one email
-- used to store several. Older duplicates are settled first, keeping the earliest pending one
-- (the one the applicant was told about) and closing the rest as rejected with the reason shown
-- to admins; nothing is deleted, so their uploads keep their owner.
UPDATE affiliates
SET status = 'rejected',
    rejection_reason = 'Duplicate of pending application #' || (
      SELECT min(k.id) FROM affiliates k
      WHERE k.status = 'pending' AND lower(trim(k.email)) = lower(trim(affiliates.email))
    ),
    reviewed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE status = 'pending'
  AND id > (
    SELECT min(k.id) FROM affiliates k
    WHERE k.status = 'pending' AND lower(trim(k.email)) = lower(trim(affiliates.email))
  );
--> statement-breakpoint
CREATE UNIQUE INDEX affiliates_one_pending_per_email
ON affiliates (lower(trim(email)))
WHERE status = 'pending';
