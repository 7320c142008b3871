-- Turnover requirements, enforced (issue 31, docs/decisions/0174).
--
-- Each bonus credit (a deposit's bonus, a return of losses, mini-game credit moved to the wallet) opens
-- a requirement: `required_satang` of real game stakes from then on. Stakes pay the oldest open
-- requirement first (they stack in order). `counted_satang` is what stakes paid into it; it equals the
-- sum of its contributions (the ledger check's turnover invariant). While one is open a withdrawal is
-- refused; it ends completed, forfeited (the member gave up the bonus) or played away (the wallet fell
-- below the operator's amount).
CREATE TABLE turnover_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  source text NOT NULL CHECK (source IN ('deposit_bonus', 'return_loss', 'minigame_credit')),
  -- The claim (promotion_claims) or the credit move (minigame_credit_entries) that opened it.
  source_ref bigint NOT NULL,
  -- The promotion's name as the member saw it when it opened (none for mini-game credit).
  title text NOT NULL,
  bonus_satang bigint NOT NULL CHECK (bonus_satang > 0),
  required_satang bigint NOT NULL CHECK (required_satang > 0),
  counted_satang bigint NOT NULL DEFAULT 0 CHECK (counted_satang >= 0 AND counted_satang <= required_satang),
  -- The wallet just before the bonus came: what "the bonus and what it won" leaves on a forfeit.
  wallet_before_satang bigint NOT NULL CHECK (wallet_before_satang >= 0),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'forfeited', 'played_away')),
  -- Baht a forfeit took back from the wallet (house bonus).
  forfeited_satang bigint CHECK (forfeited_satang >= 0),
  -- The bonus's transfer: the game movements after it are what the bonus won or lost.
  opened_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  opened_at timestamptz NOT NULL,
  closed_at timestamptz,
  CONSTRAINT turnover_requirements_source_unique UNIQUE (source, source_ref),
  CHECK ((status = 'open') = (closed_at IS NULL)),
  CHECK ((status = 'completed') = (counted_satang = required_satang)),
  CHECK ((status = 'forfeited') = (forfeited_satang IS NOT NULL))
);
CREATE INDEX turnover_requirements_open_idx ON turnover_requirements (member_id, id) WHERE status = 'open';
CREATE INDEX turnover_requirements_member_idx ON turnover_requirements (member_id, opened_at DESC, id DESC);

-- What each stake paid into each requirement: a game's bet (`stake_ref`, the play transaction) weighted
-- by its provider; a refund of that bet adds the negative of what it paid into requirements still open.
CREATE TABLE turnover_contributions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  requirement_id bigint NOT NULL REFERENCES turnover_requirements (id),
  stake_ref bigint NOT NULL,
  stake_satang bigint NOT NULL,
  counted_satang bigint NOT NULL CHECK (counted_satang <> 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX turnover_contributions_requirement_idx ON turnover_contributions (requirement_id);
CREATE INDEX turnover_contributions_stake_idx ON turnover_contributions (stake_ref);

-- The operator's turnover rules, one row: what giving up a bonus removes, the wallet amount below which
-- open requirements end, and the weight (percent) of a provider's stakes (absent: `default_weight`).
CREATE TABLE turnover_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  forfeit_rule text NOT NULL DEFAULT 'bonus_and_winnings' CHECK (forfeit_rule IN ('bonus', 'bonus_and_winnings')),
  played_away_satang bigint NOT NULL DEFAULT 1000 CHECK (played_away_satang >= 0),
  default_weight integer NOT NULL DEFAULT 100 CHECK (default_weight BETWEEN 0 AND 100),
  provider_weights jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(provider_weights) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO turnover_settings DEFAULT VALUES;

-- A forfeited bonus goes back where bonuses come from.
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('turnover_forfeit', 'THB', 'turnover_requirement', 'a bonus given up: wallet to house bonus');

-- A promotion may not be claimed while another requirement is open.
ALTER TABLE promotions ADD COLUMN blocked_by_turnover boolean NOT NULL DEFAULT false;
