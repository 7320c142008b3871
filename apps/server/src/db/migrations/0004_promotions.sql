-- Promotions, bonuses and return of losses (issue 4, decision 0050).

-- The ledger learns the bonus movements and the games' house account (decision 0030 table).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('member_wallet',
  'house_cash_in', 'house_cash_out', 'house_pending_withdrawals', 'house_bonus', 'house_adjustments', 'house_games'));
-- Money a member stakes in a game goes wallet → house_games, winnings come back house_games → wallet.
INSERT INTO ledger_accounts (kind) VALUES ('house_games');

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check CHECK (kind IN ('deposit',
  'withdrawal_reserve', 'withdrawal_post', 'withdrawal_void', 'manual_credit', 'manual_debit',
  'promotion_bonus', 'return_loss', 'game_stake', 'game_payout'));
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_ref_type_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_ref_type_check CHECK (ref_type IN ('deposit',
  'withdrawal', 'promotion_claim', 'game_round'));
-- Return of losses: a wallet's transfers with house_games in a period (both directions).
CREATE INDEX ledger_transfers_pair_time_idx ON ledger_transfers (debit_account_id, credit_account_id, created_at);

CREATE TABLE promotions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  -- HTML as the operator wrote it; sanitised on every output.
  description text NOT NULL DEFAULT '',
  -- Key in the upload storage (served at /uploads/<key>), or null.
  image_key text,
  kind text NOT NULL CHECK (kind IN ('deposit_percent', 'deposit_fixed', 'return_loss')),
  -- Rate in basis points (1 % = 100): deposit_percent and return_loss.
  rate_bp integer CHECK (rate_bp > 0 AND rate_bp <= 100000),
  max_bonus_satang bigint CHECK (max_bonus_satang > 0),
  fixed_bonus_satang bigint CHECK (fixed_bonus_satang > 0),
  period text CHECK (period IN ('daily', 'weekly')),
  min_deposit_satang bigint NOT NULL DEFAULT 0 CHECK (min_deposit_satang >= 0),
  first_deposit_only boolean NOT NULL DEFAULT false,
  once_per_member boolean NOT NULL DEFAULT false,
  once_per_day boolean NOT NULL DEFAULT false,
  -- Empty = every level.
  member_levels text[] NOT NULL DEFAULT '{}',
  turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
  is_active boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotions_kind_fields CHECK (
    (kind = 'deposit_percent' AND rate_bp IS NOT NULL AND max_bonus_satang IS NOT NULL
       AND fixed_bonus_satang IS NULL AND period IS NULL)
    OR (kind = 'deposit_fixed' AND fixed_bonus_satang IS NOT NULL AND rate_bp IS NULL
       AND max_bonus_satang IS NULL AND period IS NULL)
    OR (kind = 'return_loss' AND rate_bp IS NOT NULL AND period IS NOT NULL AND fixed_bonus_satang IS NULL)),
  CONSTRAINT promotions_window CHECK (end_at IS NULL OR end_at > start_at)
);
-- GET /v2/promotion and the return-loss look-up: active ones in display order.
CREATE INDEX promotions_active_order_idx ON promotions (sort_order, id) WHERE is_active;
-- GET /admin/promotions: all in display order.
CREATE INDEX promotions_order_idx ON promotions (sort_order, id);

-- A decided bonus (a deposit's promotion at approval) or a return-of-losses credit. Written once;
-- an approved one with an amount has exactly one ledger transfer (ref_type 'promotion_claim').
CREATE TABLE promotion_claims (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  promotion_id bigint NOT NULL REFERENCES promotions (id),
  type text NOT NULL CHECK (type IN ('promotion', 'return_loss')),
  deposit_id bigint REFERENCES deposits (id) CONSTRAINT promotion_claims_deposit_unique UNIQUE,
  period_start timestamptz,
  period_end timestamptz,
  -- The deposit amount, or the period's net loss.
  base_satang bigint NOT NULL CHECK (base_satang >= 0),
  -- The bonus or credit; for a rejected claim, what it would have been.
  amount_satang bigint NOT NULL CHECK (amount_satang >= 0),
  turnover_satang bigint NOT NULL DEFAULT 0 CHECK (turnover_satang >= 0),
  status text NOT NULL CHECK (status IN ('approved', 'rejected')),
  reason text,
  -- The Asia/Bangkok day of the claim (once per day).
  local_day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT promotion_claims_type_fields CHECK (
    (type = 'promotion' AND deposit_id IS NOT NULL AND period_start IS NULL)
    OR (type = 'return_loss' AND deposit_id IS NULL AND period_start IS NOT NULL AND period_end IS NOT NULL
        AND status = 'approved' AND amount_satang > 0)),
  CONSTRAINT promotion_claims_approved_has_amount CHECK (status <> 'approved' OR amount_satang > 0)
);
-- Once per member, promotion and period: parallel return-loss claims credit once.
CREATE UNIQUE INDEX promotion_claims_return_loss_unique ON promotion_claims (member_id, promotion_id, period_start)
  WHERE type = 'return_loss';
-- Histories (own rows, newest first) and the eligibility look-ups (approved claims of a member).
CREATE INDEX promotion_claims_member_idx ON promotion_claims (member_id, id DESC);
CREATE INDEX promotion_claims_member_promotion_idx ON promotion_claims (member_id, promotion_id, local_day)
  WHERE status = 'approved';
-- Operator list, filtered by promotion.
CREATE INDEX promotion_claims_promotion_idx ON promotion_claims (promotion_id, id DESC);

-- The promotion a deposit claims (the column exists since 0002).
ALTER TABLE deposits ADD CONSTRAINT deposits_promotion_fk FOREIGN KEY (promotion_id) REFERENCES promotions (id);
-- Deposits that name a promotion: the member's not-yet-decided bonuses in the histories.
CREATE INDEX deposits_member_promotion_idx ON deposits (member_id, id DESC) WHERE promotion_id IS NOT NULL;
-- "Has this member an approved deposit?" (first deposit only; manual credits are not deposits).
CREATE INDEX deposits_member_approved_idx ON deposits (member_id) WHERE status = 'approved';
