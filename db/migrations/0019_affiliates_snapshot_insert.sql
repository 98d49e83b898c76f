-- /api/affiliates is precomputed under the 'footer' generation too (decision 025). The footer
-- triggers watch updates and deletes of approved businesses; a business inserted already approved
-- (an import, SQL run by hand) must bump it as well, or the list would miss it until the next change.
CREATE TRIGGER affiliates_snapshot_insert AFTER INSERT ON affiliates WHEN new.status = 'approved'
BEGIN
  UPDATE snapshot_generations SET generation = generation + 1 WHERE name = 'footer';
END;
