-- The wallet: double-entry ledger, deposits, withdrawals, gateway payments, idempotency keys,
-- payment settings, the operator's deposit accounts and the audit log (issue 3, decision 0030).

-- A transfer moves money from its debit account to its credit account: the debit account's
-- balance goes down, the credit account's goes up. House accounts may go negative (cash in is
-- the mirror of every member's deposits); a member wallet never does. Sum of all balances = 0.
CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('member_wallet', 'house_cash_in', 'house_cash_out',
    'house_pending_withdrawals', 'house_bonus', 'house_adjustments')),
  member_id bigint REFERENCES members (id) CONSTRAINT ledger_accounts_member_unique UNIQUE,
  balance_satang bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_wallet_has_member CHECK ((kind = 'member_wallet') = (member_id IS NOT NULL)),
  CONSTRAINT ledger_accounts_wallet_not_negative CHECK (kind <> 'member_wallet' OR balance_satang >= 0)
);
-- One account per house kind.
CREATE UNIQUE INDEX ledger_accounts_house_kind_unique ON ledger_accounts (kind) WHERE member_id IS NULL;

-- House accounts are structure, not demo data: every database has them.
INSERT INTO ledger_accounts (kind) VALUES
  ('house_cash_in'), ('house_cash_out'), ('house_pending_withdrawals'), ('house_bonus'), ('house_adjustments');
-- Members registered before the wallet existed get theirs now (later ones get it lazily, ON CONFLICT).
INSERT INTO ledger_accounts (kind, member_id) SELECT 'member_wallet', id FROM members;

CREATE TABLE ledger_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  debit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  credit_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  kind text NOT NULL CHECK (kind IN ('deposit', 'withdrawal_reserve', 'withdrawal_post', 'withdrawal_void',
    'manual_credit', 'manual_debit')),
  ref_type text NOT NULL CHECK (ref_type IN ('deposit', 'withdrawal')),
  ref_id bigint NOT NULL,
  -- Balances right after this transfer (written in the same statement sequence, same transaction).
  debit_balance_after bigint NOT NULL,
  credit_balance_after bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (debit_account_id <> credit_account_id)
);
CREATE INDEX ledger_transfers_debit_idx ON ledger_transfers (debit_account_id, id);
CREATE INDEX ledger_transfers_credit_idx ON ledger_transfers (credit_account_id, id);
CREATE INDEX ledger_transfers_ref_idx ON ledger_transfers (ref_type, ref_id);

-- Transfers are immutable: a correction is a new transfer.
CREATE FUNCTION ledger_transfers_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers rows are immutable';
END;
$$;
CREATE TRIGGER ledger_transfers_no_update_delete BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_immutable();
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_immutable();

CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  type text NOT NULL CHECK (type IN ('bank', 'cp', 'ppyp', 'manual')),
  status text NOT NULL CHECK (status IN ('waiting_for_approve', 'approved', 'rejected', 'manual')),
  bank_time timestamptz NOT NULL DEFAULT now(),
  promotion_id bigint,
  -- The member's own account the money comes from (a snapshot of the profile at request time).
  from_bank_code text,
  from_bank_number text,
  annotation text,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- GET /member/reportdeposit: the member's rows, newest first.
CREATE INDEX deposits_member_idx ON deposits (member_id, id DESC);
-- GET /admin/deposits?status=...
CREATE INDEX deposits_status_idx ON deposits (status, id DESC);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  type text NOT NULL CHECK (type IN ('bank', 'manual')),
  status text NOT NULL CHECK (status IN ('waiting_for_approve', 'approved', 'rejected', 'manual')),
  bank_time timestamptz NOT NULL DEFAULT now(),
  -- Where the money goes (snapshot of the member's bank at request time).
  bank_code text NOT NULL,
  bank_number text NOT NULL,
  annotation text,
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'manual') = (status = 'manual'))
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id DESC);
-- "Does this member have a withdrawal waiting?" before each deposit.
CREATE INDEX withdrawals_member_waiting_idx ON withdrawals (member_id) WHERE status = 'waiting_for_approve';

CREATE TABLE gateway_payments (
  reference text PRIMARY KEY,
  deposit_id bigint NOT NULL REFERENCES deposits (id) CONSTRAINT gateway_payments_deposit_unique UNIQUE,
  provider text NOT NULL CHECK (provider IN ('cp', 'ppyp')),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  qr_payload text NOT NULL,
  payment_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per (caller, Idempotency-Key): the claim is inserted in the transaction that moves the
-- money, and holds the answer the first request got.
CREATE TABLE idempotency_keys (
  subject_kind text NOT NULL CHECK (subject_kind IN ('member', 'operator')),
  subject_id bigint NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subject_kind, subject_id, key)
);

-- Settings of GET /combine (one row; absent means the defaults in code).
CREATE TABLE payment_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  credit_min_satang bigint NOT NULL CHECK (credit_min_satang >= 0),
  bank_transfer boolean NOT NULL,
  promptpay text,
  account_name_pp text,
  truemoney text,
  account_name_tmn text,
  tmn_auto boolean NOT NULL DEFAULT false,
  gateways jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The operator's accounts members transfer to (GET /deposit-bank-account shows the active ones).
CREATE TABLE deposit_bank_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_code text NOT NULL REFERENCES banks (code),
  account_number text NOT NULL,
  account_name text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT deposit_bank_accounts_unique UNIQUE (bank_code, account_number)
);

CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators (id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
