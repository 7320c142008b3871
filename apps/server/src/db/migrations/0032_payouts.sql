-- Automatic withdrawals within the operator's rules (issue 31, docs/decisions/0175).
--
-- The operator's rules, one row. Off until an operator turns them on. The fixed rules (never a member's
-- first withdrawal, no open turnover, no affiliate fraud flag) have no setting.
CREATE TABLE payout_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled boolean NOT NULL DEFAULT false,
  -- The provider the payouts go through (a code of the payout registry).
  provider text NOT NULL DEFAULT 'sandbox',
  max_amount_satang bigint NOT NULL DEFAULT 500000 CHECK (max_amount_satang > 0),
  daily_member_satang bigint NOT NULL DEFAULT 2000000 CHECK (daily_member_satang > 0),
  min_account_age_days integer NOT NULL DEFAULT 7 CHECK (min_account_age_days BETWEEN 0 AND 365),
  bank_unchanged_days integer NOT NULL DEFAULT 7 CHECK (bank_unchanged_days BETWEEN 0 AND 365),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO payout_settings DEFAULT VALUES;

-- The day the member's bank account was set. Registration sets it; no flow changes a member's bank
-- account today, so it is the registration time. A flow that changes the account must set it again.
ALTER TABLE members ADD COLUMN bank_set_at timestamptz;
UPDATE members SET bank_set_at = created_at;
ALTER TABLE members ALTER COLUMN bank_set_at SET NOT NULL;
ALTER TABLE members ALTER COLUMN bank_set_at SET DEFAULT now();

-- Why a withdrawal waits for an operator: the first automatic-payout rule it did not pass, or the
-- payout's failure. NULL: it was never judged (rules off when asked, or asked before this migration).
ALTER TABLE withdrawals ADD COLUMN auto_stop text;

-- One payout per withdrawal: the request sent to the provider under `reference` (the provider's
-- idempotency key, so a repeat never pays twice). queued → sending → sent → paid | failed; `unknown`
-- when the request's answer never came (a timeout): the status query resolves it, it is never sent blind.
CREATE TABLE payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id bigint NOT NULL REFERENCES withdrawals (id) CONSTRAINT payouts_withdrawal_unique UNIQUE,
  provider text NOT NULL,
  reference text NOT NULL CONSTRAINT payouts_reference_unique UNIQUE,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'unknown', 'paid', 'failed')),
  provider_ref text,
  failure text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status IN ('paid', 'failed')) = (settled_at IS NOT NULL))
);
-- The status job's work: payouts not settled, oldest first.
CREATE INDEX payouts_open_idx ON payouts (updated_at) WHERE status NOT IN ('paid', 'failed');

-- Everything the provider said about a payout, in order: the request's answer, each callback (a repeat
-- or a late one too) and each status answer. `applied`: it settled the payout; a callback after the
-- payout was settled is kept with applied = false and shown to the operator.
CREATE TABLE payout_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payout_id bigint NOT NULL REFERENCES payouts (id),
  kind text NOT NULL CHECK (kind IN ('request', 'callback', 'status')),
  status text NOT NULL,
  applied boolean NOT NULL,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_events_payout_idx ON payout_events (payout_id, id);

-- The sandbox provider's own books (sandbox mode only): the transfers it was asked for, by reference.
CREATE TABLE payout_sandbox_transfers (
  reference text PRIMARY KEY,
  amount_satang bigint NOT NULL,
  bank_code text NOT NULL,
  account_number text NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'failed')),
  provider_ref text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
