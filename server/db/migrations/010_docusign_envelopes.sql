-- DocuSign (ESIGN_PROVIDER=docusign): each envelope and its application, the SHA-256 of the PDF
-- that was sent, the signer as the envelope names them (a recipient view must repeat name and
-- e-mail), the hash of the current return-page token, the status DocuSign Connect reported, and
-- the signed documents fetched once Connect said completed.
CREATE TABLE docusign_envelopes (
  envelope_id text PRIMARY KEY,
  seq bigserial NOT NULL,
  application_id uuid NOT NULL REFERENCES applications (id),
  language text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'completed', 'declined', 'id_check_failed', 'voided')),
  status_at timestamptz,
  document_sha256 text NOT NULL,
  signer_name text,
  signer_email text,
  return_token_hash text UNIQUE,
  returned_event text,
  signed_pdf bytea,
  signed_pdf_sha256 text,
  certificate_pdf bytea,
  documents_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX docusign_envelopes_app_idx ON docusign_envelopes (application_id, seq DESC);

-- Every Connect message applied, by the SHA-256 of its body: a replayed message changes nothing.
CREATE TABLE docusign_connect_events (
  digest text PRIMARY KEY,
  envelope_id text NOT NULL REFERENCES docusign_envelopes (envelope_id),
  event text NOT NULL,
  generated_at text,
  received_at timestamptz NOT NULL
);
