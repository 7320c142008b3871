-- Password reset bound to its request (issue 32, docs/decisions/0041).
--
-- A row is a request for a code: it waits (`sent_at` NULL, no code yet) until the phone's SMS throttle
-- lets it out, then gets its code (`code_hash`) and ten minutes (`expires_at`). `request_hash` is the
-- SHA-256 of the id the requester was given; the reset must name it, so a code is tried only by the one
-- who asked for it, and it dies after its own wrong tries (`attempts`). NULL: a code an operator sent
-- (decision 0092), tried without a request id.
ALTER TABLE password_reset_codes ALTER COLUMN code_hash DROP NOT NULL;
ALTER TABLE password_reset_codes ADD COLUMN request_hash text;
ALTER TABLE password_reset_codes ADD COLUMN sent_at timestamptz;
UPDATE password_reset_codes SET sent_at = created_at;
ALTER TABLE password_reset_codes ADD CONSTRAINT password_reset_codes_sent_has_code
  CHECK ((sent_at IS NULL) = (code_hash IS NULL));
CREATE UNIQUE INDEX password_reset_codes_request_idx ON password_reset_codes (request_hash)
  WHERE request_hash IS NOT NULL;
-- The throttle: SMS sent to a member lately; the queue: requests waiting for theirs.
CREATE INDEX password_reset_codes_sent_idx ON password_reset_codes (member_id, sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX password_reset_codes_waiting_idx ON password_reset_codes (member_id, id)
  WHERE sent_at IS NULL AND closed_at IS NULL;
