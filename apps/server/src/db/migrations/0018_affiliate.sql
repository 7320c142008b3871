-- The affiliate programme (issue 14, decision 0110): every member's referral code and upline, the
-- fraud flags of a downline, the programme's settings, accrual runs, commissions and their lines per
-- downline, income withdrawals, and the programme's codes and house accounts in the general ledger.

-- The programme's codes (decision 0035). A member's affiliate income never goes below zero; the house
-- side of commissions paid and of income withdrawals waiting for a decision may.
INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
  ('affiliate_income', 'THB', false, 'a member''s affiliate income, withdrawable to the wallet'),
  ('house_affiliate', 'THB', true, 'affiliate commissions paid'),
  ('house_affiliate_pending', 'THB', true, 'affiliate income withdrawals reserved, waiting for a decision');
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('affiliate_commission', 'THB', 'affiliate_commission', 'a commission: house affiliate to affiliate income'),
  ('affiliate_withdrawal_reserve', 'THB', 'affiliate_withdrawal', 'income withdrawal requested: income to pending'),
  ('affiliate_withdrawal_post', 'THB', 'affiliate_withdrawal', 'income withdrawal approved: pending to wallet'),
  ('affiliate_withdrawal_void', 'THB', 'affiliate_withdrawal', 'income withdrawal rejected: pending back to income');
-- The house accounts with their 16 shards (decision 0034), as migration 0005 made the others.
INSERT INTO ledger_accounts (ledger, code, owner_id, shard, may_go_negative)
SELECT 'THB', house.code, NULL, s.shard, true
FROM (VALUES ('house_affiliate'), ('house_affiliate_pending')) AS house (code), generate_series(0, 15) AS s (shard);

-- A member in the programme: their own code, as an affiliate, and what they are as a downline.
-- `upline_id` is the level-1 affiliate, set at registration and never changed (trigger below); the
-- level-2 affiliate is the upline's upline. `state` and the review columns are the downline's;
-- `held` stops the member's income withdrawals. `carry_satang` is the negative balance carried to the
-- next accrual: the `carried_out_satang` of the member's latest commission, kept here so a run finds
-- the affiliates that carry one without reading every commission ever written.
CREATE TABLE affiliate_members (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  code text NOT NULL CONSTRAINT affiliate_members_code_unique UNIQUE CHECK (code ~ '^[A-Z0-9]{4,16}$'),
  upline_id bigint REFERENCES affiliate_members (member_id) CHECK (upline_id <> member_id),
  register_ip text,
  device_id text,
  state text NOT NULL DEFAULT 'ok' CHECK (state IN ('ok', 'flagged', 'cleared', 'excluded')),
  flag_reasons text[] NOT NULL DEFAULT '{}',
  reviewed_by bigint REFERENCES operators (id),
  reviewed_at timestamptz,
  review_note text,
  held boolean NOT NULL DEFAULT false,
  held_note text,
  carry_satang bigint NOT NULL DEFAULT 0 CHECK (carry_satang <= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- An affiliate's downlines (level 1; level 2 through them).
CREATE INDEX affiliate_members_upline_idx ON affiliate_members (upline_id) WHERE upline_id IS NOT NULL;
-- The operator's downline lists by state (flagged first of all).
CREATE INDEX affiliate_members_state_idx ON affiliate_members (state, created_at DESC) WHERE upline_id IS NOT NULL;
-- Affiliates carrying a negative balance into the next run.
CREATE INDEX affiliate_members_carry_idx ON affiliate_members (member_id) WHERE carry_satang < 0;

CREATE FUNCTION affiliate_members_upline_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'affiliate_members.upline_id is set once, at registration';
END;
$$;
CREATE TRIGGER affiliate_members_upline_unchanged BEFORE UPDATE OF upline_id ON affiliate_members
  FOR EACH ROW WHEN (OLD.upline_id IS DISTINCT FROM NEW.upline_id) EXECUTE FUNCTION affiliate_members_upline_fixed();

-- Every member registered before the programme gets a code now (no upline: a `members.prefix` of
-- theirs was never a code). Later members get theirs at registration. Codes are 8 characters of
-- A-Z0-9 from 48 random bits of gen_random_uuid() (a strong random source) written in base 36;
-- a code drawn twice is drawn again.
CREATE FUNCTION pg_temp.affiliate_backfill_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 1 + (r.v / power(36, i)::bigint % 36)::int, 1), ''
                    ORDER BY i)
  FROM (SELECT ('x' || substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))::bit(48)::bigint AS v) r,
       generate_series(0, 7) AS i
$$;
DO $$
BEGIN
  LOOP
    INSERT INTO affiliate_members (member_id, code)
    SELECT m.id, pg_temp.affiliate_backfill_code() FROM members m
    WHERE NOT EXISTS (SELECT 1 FROM affiliate_members a WHERE a.member_id = m.id)
    ON CONFLICT DO NOTHING;
    EXIT WHEN NOT EXISTS (
      SELECT 1 FROM members m WHERE NOT EXISTS (SELECT 1 FROM affiliate_members a WHERE a.member_id = m.id));
  END LOOP;
END;
$$;
DROP FUNCTION pg_temp.affiliate_backfill_code();
-- And their affiliate income account (later members get theirs at registration), so an accrual's
-- credits find every account and each is one statement.
INSERT INTO ledger_accounts (ledger, code, owner_id, may_go_negative)
SELECT 'THB', 'affiliate_income', m.id, false FROM members m;

-- The programme's settings: one row. Rates in basis points (1 % = 100), the minimum in satang.
-- `accrued_until` is the accrual watermark: the end of the last run's period, the start of the next;
-- before any run, the moment the programme was installed.
CREATE TABLE affiliate_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  basis text NOT NULL CHECK (basis IN ('net_loss', 'deposit')),
  aff_rate_bp integer NOT NULL CHECK (aff_rate_bp BETWEEN 0 AND 10000),
  second_level_rate_bp integer NOT NULL CHECK (second_level_rate_bp BETWEEN 0 AND 10000),
  min_withdraw_satang bigint NOT NULL CHECK (min_withdraw_satang > 0),
  negative_carryover boolean NOT NULL,
  accrued_until timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO affiliate_settings (id, basis, aff_rate_bp, second_level_rate_bp, min_withdraw_satang, negative_carryover,
                                accrued_until)
VALUES (1, 'net_loss', 500, 0, 10000, true, date_trunc('milliseconds', now()));

-- One accrual run: one period for every affiliate at once, with the settings it used. Periods never
-- overlap (the database's guard of "each instant is paid at most once", as migration 0006 does for
-- returns of losses); `tstzrange` has GiST's built-in range operator class.
CREATE TABLE affiliate_accrual_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('scheduled', 'operator')),
  operator_id bigint REFERENCES operators (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  basis text NOT NULL CHECK (basis IN ('net_loss', 'deposit')),
  aff_rate_bp integer NOT NULL,
  second_level_rate_bp integer NOT NULL,
  negative_carryover boolean NOT NULL,
  affiliates integer NOT NULL DEFAULT 0,
  total_satang bigint NOT NULL DEFAULT 0,
  started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- When its commissions were decided (the deciding transaction), and when the last was credited
  -- (null while credits are still being made: decision 0110).
  finished_at timestamptz,
  credited_at timestamptz,
  CONSTRAINT affiliate_accrual_runs_period_length CHECK (period_end > period_start),
  CONSTRAINT affiliate_accrual_runs_no_overlap EXCLUDE USING gist (tstzrange(period_start, period_end) WITH &&)
);
CREATE INDEX affiliate_accrual_runs_period_idx ON affiliate_accrual_runs (period_end DESC);
CREATE INDEX affiliate_accrual_runs_uncredited_idx ON affiliate_accrual_runs (id) WHERE credited_at IS NULL;

-- An affiliate's commission of one run: the bases of its two levels, the carry in, the amount credited
-- (one `affiliate_commission` transfer when > 0, `transfer_id`) and the carry out. Written for every
-- affiliate with a non-zero base or a carry. No two of an affiliate's periods overlap.
CREATE TABLE affiliate_commissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  affiliate_id bigint NOT NULL REFERENCES affiliate_members (member_id),
  run_id bigint NOT NULL REFERENCES affiliate_accrual_runs (id),
  period_start timestamptz NOT NULL,
  period_end timestamptz NOT NULL,
  basis text NOT NULL CHECK (basis IN ('net_loss', 'deposit')),
  rate_bp integer NOT NULL,
  second_level_rate_bp integer NOT NULL,
  level_one_base_satang bigint NOT NULL,
  level_two_base_satang bigint NOT NULL,
  carried_in_satang bigint NOT NULL CHECK (carried_in_satang <= 0),
  amount_satang bigint NOT NULL CHECK (amount_satang >= 0),
  carried_out_satang bigint NOT NULL CHECK (carried_out_satang <= 0),
  transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT affiliate_commissions_no_overlap EXCLUDE USING gist
    (int8range(affiliate_id, affiliate_id, '[]') WITH &&, tstzrange(period_start, period_end) WITH &&)
) WITH (fillfactor = 70); -- room on each page for the run's own update of `transfer_id` (a HOT update: no index touched)
-- A run's commissions in id order (its credits, a batch at a time).
CREATE INDEX affiliate_commissions_run_idx ON affiliate_commissions (run_id, id);
-- A member's commissions newest first (summaries, the operator's page), and the rankings' periods.
CREATE INDEX affiliate_commissions_affiliate_idx ON affiliate_commissions (affiliate_id, period_end DESC);
CREATE INDEX affiliate_commissions_period_idx ON affiliate_commissions (period_end) WHERE amount_satang > 0;

-- What each downline gave its affiliate in a commission (non-zero bases only): the per-member summaries.
-- Written only by the statement that writes their commissions (ten or twenty lines a commission), so
-- no foreign key trigger checks each one again: at 100,000 affiliates it was a fifth of a run.
CREATE TABLE affiliate_commission_lines (
  commission_id bigint NOT NULL,
  downline_id bigint NOT NULL,
  level smallint NOT NULL CHECK (level IN (1, 2)),
  base_satang bigint NOT NULL CHECK (base_satang <> 0),
  share_satang bigint NOT NULL,
  PRIMARY KEY (commission_id, downline_id)
);
-- Lines are read through their commission (an affiliate's commissions, then the primary key), never by
-- downline alone: no second index to maintain for each of a run's lines.

-- Income withdrawals: reserved at the request (`affiliate_withdrawal_reserve`), posted to the wallet or
-- voided back to income by one decision.
CREATE TABLE affiliate_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES affiliate_members (member_id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES operators (id),
  note text,
  CONSTRAINT affiliate_withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX affiliate_withdrawals_member_idx ON affiliate_withdrawals (member_id, requested_at DESC, id DESC);
CREATE INDEX affiliate_withdrawals_pending_idx ON affiliate_withdrawals (requested_at, id) WHERE status = 'pending';
CREATE INDEX affiliate_withdrawals_status_idx ON affiliate_withdrawals (status, requested_at DESC);

-- A commission is credited at most once: the database's guard beside the row lock of each credit.
CREATE UNIQUE INDEX ledger_transfers_affiliate_commission_once ON ledger_transfers (ref_id)
  WHERE code = 'affiliate_commission';

-- An accrual reads every transfer of its period (stakes, wins, refunds, bonuses, deposits) and sums them
-- per wallet. Transfers are appended in time order and never change, so a BRIN index on the time finds
-- a period's pages at almost no cost to each insert.
CREATE INDEX ledger_transfers_created_brin ON ledger_transfers USING brin (created_at);
