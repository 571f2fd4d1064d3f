-- The staff audit export reads application events in pages ordered by (at, id), each starting
-- after the last row of the one before: this index makes every page a short range scan
-- (server/staff/audit/applicationEvents.ts inRangePages), whatever the range's size.
CREATE INDEX IF NOT EXISTS application_events_at_id_idx ON application_events (at, id);
