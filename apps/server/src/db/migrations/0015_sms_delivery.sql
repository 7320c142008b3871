-- What became of each SMS (docs/decisions/0081): `outbox` when no provider is configured (support reads
-- it), else `sending`, then `sent` with the provider's message id or `failed` with its error.
ALTER TABLE sms_outbox
  ADD COLUMN provider text,
  ADD COLUMN status text NOT NULL DEFAULT 'outbox' CHECK (status IN ('outbox', 'sending', 'sent', 'failed')),
  ADD COLUMN provider_message_id text,
  ADD COLUMN error text;
