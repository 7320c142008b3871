-- The hourly retention sweep (decision 0060) finds old rows by these columns.
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
CREATE INDEX password_reset_codes_expires_idx ON password_reset_codes (expires_at);
CREATE INDEX password_reset_requests_created_idx ON password_reset_requests (created_at);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at);
