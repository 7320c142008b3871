-- Operator accounts can be disabled (their sessions stop at once: the session check joins this
-- column) and say when they last changed (issue 10, decision 0070).
ALTER TABLE operators ADD COLUMN disabled_at timestamptz;
ALTER TABLE operators ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
