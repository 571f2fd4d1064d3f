-- A short application reference a member can read aloud (PAL-7Q4K-2M: Crockford base32, no
-- I, L, O or U), unique. The server draws it from a CSPRNG at creation and draws again on a
-- collision (server/domain/application/reference.ts). Applications made before get one from
-- their order of creation (unique by construction); a row inserted without one (a script) gets
-- one from the database's random UUIDs (hex digits are Crockford digits).
ALTER TABLE applications ADD COLUMN IF NOT EXISTS reference text;

UPDATE applications a SET reference = 'PAL-'
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((r.n >> 25) & 31)::int + 1, 1)
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((r.n >> 20) & 31)::int + 1, 1)
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((r.n >> 15) & 31)::int + 1, 1)
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((r.n >> 10) & 31)::int + 1, 1) || '-'
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', ((r.n >> 5) & 31)::int + 1, 1)
    || substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (r.n & 31)::int + 1, 1)
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM applications WHERE reference IS NULL) r
  WHERE a.id = r.id;

ALTER TABLE applications ALTER COLUMN reference SET DEFAULT 'PAL-' || upper(substr(md5(gen_random_uuid()::text), 1, 4)) || '-' || upper(substr(md5(gen_random_uuid()::text), 1, 2));
ALTER TABLE applications ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS applications_reference ON applications (reference);
