-- The TrueMoney feed (issue 30 §1, docs/decisions/0164-truemoney-feed.md).
--
-- The sandbox wallet's history: transfers into the site's TrueMoney wallet that the sandbox feed
-- shows, made by an operator in sandbox mode. A real deployment reads its wallet provider instead
-- and never writes here.
CREATE TABLE sandbox_truemoney_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id text NOT NULL UNIQUE,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  -- The sender's wallet phone; the feed shows it masked.
  sender_phone text NOT NULL,
  sender_name text,
  occurred_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_truemoney_transfers_time_idx ON sandbox_truemoney_transfers (occurred_at);
-- The feed's cursor: the newest TrueMoney line stored.
CREATE INDEX statement_lines_kind_time_idx ON statement_lines (source_kind, occurred_at DESC);
