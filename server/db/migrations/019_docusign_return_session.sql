-- DocuSign return page bound to the applicant's session: the hash of the session that asked for
-- the recipient view (POST application/sign). The return page records an outcome only for a
-- request carrying that session's cookie, as the built-in signing links do.
ALTER TABLE docusign_envelopes ADD COLUMN return_session_hash text;
