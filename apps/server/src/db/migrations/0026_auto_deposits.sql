-- Automatic deposits (issue 30, docs/decisions/0161).
--
-- Money's part: a bank deposit whose amount carries satang added to make it unique (the member
-- transfers exactly that), a deposit approved by the statement matcher rather than an operator, and
-- the operator's rules of automatic credit (one row).
ALTER TABLE deposits ADD COLUMN exact_amount boolean NOT NULL DEFAULT false;
ALTER TABLE deposits ADD COLUMN automatic boolean NOT NULL DEFAULT false;
-- The matcher's candidates: open bank requests by amount.
CREATE INDEX deposits_open_bank_amount_idx ON deposits (amount_satang, created_at)
  WHERE status = 'waiting_for_approve' AND type = 'bank';

CREATE TABLE auto_deposit_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  enabled boolean NOT NULL DEFAULT false,
  bank_sms boolean NOT NULL DEFAULT true,
  statement_file boolean NOT NULL DEFAULT true,
  truemoney boolean NOT NULL DEFAULT true,
  ceiling_satang bigint NOT NULL DEFAULT 5000000 CHECK (ceiling_satang > 0),
  window_minutes integer NOT NULL DEFAULT 60 CHECK (window_minutes > 0),
  no_report_needed boolean NOT NULL DEFAULT false,
  silent_after_minutes integer NOT NULL DEFAULT 120 CHECK (silent_after_minutes > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO auto_deposit_settings (id) VALUES (1);

-- The statements module's part: where lines come from (a phone forwarding one account's
-- notifications, a statement file upload, the TrueMoney feed), and every line once, with its text.
CREATE TABLE statement_sources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bank_sms', 'statement_file', 'truemoney')),
  name text NOT NULL,
  deposit_bank_account_id bigint REFERENCES deposit_bank_accounts (id),
  -- SHA-256 (hex) of the source's bearer token; the token itself is shown once.
  token_hash text NOT NULL UNIQUE,
  is_active boolean NOT NULL DEFAULT true,
  last_line_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE statement_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES statement_sources (id),
  source_kind text NOT NULL,
  -- The line's own reference (a statement's, the wallet's transaction id) or a hash of its text:
  -- unique per kind of source, so a line forwarded twice or in two files is stored once. A duplicate's
  -- row keeps no key and points at the line it repeats.
  dedupe_key text,
  duplicate_of bigint REFERENCES statement_lines (id),
  raw text NOT NULL,
  state text NOT NULL CHECK (state IN ('new', 'matched_auto', 'matched_manual', 'review', 'unparsed', 'dismissed', 'duplicate')),
  reason text,
  bank text,
  amount_satang bigint CHECK (amount_satang > 0),
  occurred_at timestamptz,
  receiving_account text,
  sender_account text,
  sender_name text,
  deposit_bank_account_id bigint REFERENCES deposit_bank_accounts (id),
  member_id bigint REFERENCES members (id),
  deposit_id bigint REFERENCES deposits (id),
  note text,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT statement_lines_once UNIQUE (source_kind, dedupe_key),
  -- A deposit is credited from one line at most.
  CONSTRAINT statement_lines_deposit_once UNIQUE (deposit_id)
);
CREATE INDEX statement_lines_state_idx ON statement_lines (state, id DESC);
CREATE INDEX statement_lines_source_idx ON statement_lines (source_id, id DESC);
-- A credited line of another source with the same amount and time (possible duplicate).
CREATE INDEX statement_lines_amount_idx ON statement_lines (amount_satang, occurred_at)
  WHERE state IN ('matched_auto', 'matched_manual');
