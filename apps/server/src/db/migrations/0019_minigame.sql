-- The mini-game service (issue 15, decision 0120): coins in a ledger of their own, provably fair
-- games, prizes of coins, credit (baht that expire) and profit (baht that may be withdrawn).

-- Coins are the COIN ledger (one unit = one coin; the column is still called amount_satang). The
-- house side issues every coin and takes back every coin spent or expired, so it may go negative.
INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
  ('minigame_coins', 'COIN', false, 'a member''s mini-game coins'),
  ('house_minigame_coins', 'COIN', true, 'coins issued (deposits, check-ins, grants, prizes) and taken back'),
  ('minigame_credit', 'THB', false, 'a member''s mini-game credit (lots that expire)'),
  ('minigame_profit', 'THB', false, 'a member''s mini-game profit, which may be withdrawn'),
  ('house_minigame', 'THB', true, 'mini-game prizes paid, credit spent or expired'),
  ('house_minigame_pending_withdrawals', 'THB', true, 'mini-game profit reserved, waiting for a decision');
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('minigame_coin_deposit', 'COIN', 'minigame_coin_entry', 'coins for an approved deposit'),
  ('minigame_coin_check_in', 'COIN', 'minigame_coin_entry', 'coins of the daily check-in'),
  ('minigame_coin_grant', 'COIN', 'minigame_coin_entry', 'coins an operator granted'),
  ('minigame_coin_prize', 'COIN', 'minigame_coin_entry', 'coins won'),
  ('minigame_coin_play', 'COIN', 'minigame_coin_entry', 'coins spent on a play'),
  ('minigame_coin_expire', 'COIN', 'minigame_coin_entry', 'coins expired'),
  ('minigame_credit_prize', 'THB', 'minigame_credit_entry', 'credit won: house to credit'),
  ('minigame_credit_play', 'THB', 'minigame_credit_entry', 'credit paying a play: credit to house'),
  ('minigame_credit_to_wallet', 'THB', 'minigame_credit_entry', 'credit moved into the wallet'),
  ('minigame_credit_expire', 'THB', 'minigame_credit_entry', 'credit expired: credit to house'),
  ('minigame_profit_prize', 'THB', 'minigame_play', 'profit won: house to profit'),
  ('minigame_withdraw_reserve', 'THB', 'minigame_withdrawal', 'profit withdrawal requested: profit to pending'),
  ('minigame_withdraw_post', 'THB', 'minigame_withdrawal', 'profit withdrawal approved: pending to wallet'),
  ('minigame_withdraw_void', 'THB', 'minigame_withdrawal', 'profit withdrawal rejected: pending back to profit');
-- House accounts are structure: every shard of each (decision 0034).
INSERT INTO ledger_accounts (ledger, code, owner_id, shard, may_go_negative)
SELECT c.ledger, c.code, NULL, s.shard, c.may_go_negative
FROM ledger_account_codes c, generate_series(0, 15) AS s (shard)
WHERE c.code IN ('house_minigame_coins', 'house_minigame', 'house_minigame_pending_withdrawals');

-- The operator's rules: one row. Seeded default: 1 coin per 100 baht deposited, no check-in, coins
-- never expire, credit moves into the wallet after 1x its amount of real-game stakes.
CREATE TABLE minigame_settings (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  deposit_satang_per_coin bigint CHECK (deposit_satang_per_coin > 0),
  check_in_coins integer NOT NULL DEFAULT 0 CHECK (check_in_coins >= 0),
  coin_expiry_days integer CHECK (coin_expiry_days > 0),
  credit_use text NOT NULL DEFAULT 'wallet' CHECK (credit_use IN ('wallet', 'play')),
  credit_turnover_multiplier integer NOT NULL DEFAULT 1 CHECK (credit_turnover_multiplier >= 0),
  credit_satang_per_coin bigint NOT NULL DEFAULT 100 CHECK (credit_satang_per_coin > 0),
  profit_min_withdraw_satang bigint NOT NULL DEFAULT 2000 CHECK (profit_min_withdraw_satang > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO minigame_settings (deposit_satang_per_coin) VALUES (10000);

-- Games. `table_id` is the prize table in force; `sounds` maps a slot (play, win, lose) to a stored file key.
CREATE TABLE minigame_games (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,31}$'),
  kind text NOT NULL CHECK (kind IN ('wheel', 'card', 'box')),
  name text NOT NULL,
  image_key text,
  sounds jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(sounds) = 'object'),
  cost_coins integer NOT NULL CHECK (cost_coins >= 1),
  free_plays_per_day integer NOT NULL DEFAULT 0 CHECK (free_plays_per_day >= 0),
  active boolean NOT NULL DEFAULT true,
  daily_budget_satang bigint CHECK (daily_budget_satang > 0),
  member_daily_budget_satang bigint CHECK (member_daily_budget_satang > 0),
  sort_order integer NOT NULL DEFAULT 0,
  table_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Prize tables are versions: an edit inserts a new one, plays keep the one they used. `prizes` is
-- [{ kind, amount (coins, or satang for credit and profit), creditExpiryDays, weight, label }].
CREATE TABLE minigame_prize_tables (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  game_id bigint NOT NULL REFERENCES minigame_games (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 1),
  prizes jsonb NOT NULL CHECK (jsonb_typeof(prizes) = 'array'),
  created_by bigint REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT minigame_prize_tables_version_unique UNIQUE (game_id, version)
);
ALTER TABLE minigame_games ADD CONSTRAINT minigame_games_table_fkey
  FOREIGN KEY (table_id) REFERENCES minigame_prize_tables (id);

-- A member's seed pairs. One active pair (revealed_at NULL) per member; its row is also the lock
-- that puts one member's plays, withdrawals and credit moves one after the other. `nonce` is the
-- next play's.
CREATE TABLE minigame_seeds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  server_seed text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  nonce integer NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revealed_at timestamptz
);
CREATE UNIQUE INDEX minigame_seeds_active_unique ON minigame_seeds (member_id) WHERE revealed_at IS NULL;
CREATE INDEX minigame_seeds_member_idx ON minigame_seeds (member_id);

-- Plays: the draw's inputs (seed pair, the client seed of the moment, nonce, table version) and its
-- outcome. A nonce is used once per pair. `cost` is coins, or satang of credit; `prize_amount` is
-- coins or satang.
CREATE TABLE minigame_plays (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game_id bigint NOT NULL REFERENCES minigame_games (id),
  table_id bigint NOT NULL REFERENCES minigame_prize_tables (id),
  seed_id bigint NOT NULL REFERENCES minigame_seeds (id),
  client_seed text NOT NULL,
  nonce integer NOT NULL,
  prize_index smallint NOT NULL,
  prize_kind text NOT NULL CHECK (prize_kind IN ('coins', 'credit', 'profit', 'nothing')),
  prize_amount bigint NOT NULL CHECK (prize_amount >= 0),
  paid_with text NOT NULL CHECK (paid_with IN ('free', 'coins', 'credit')),
  cost bigint NOT NULL CHECK (cost >= 0 AND (cost = 0) = (paid_with = 'free')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT minigame_plays_nonce_unique UNIQUE (seed_id, nonce)
);
CREATE INDEX minigame_plays_member_idx ON minigame_plays (member_id, created_at DESC, id DESC);
CREATE INDEX minigame_plays_member_game_idx ON minigame_plays (member_id, game_id, created_at);
CREATE INDEX minigame_plays_created_idx ON minigame_plays (created_at);
CREATE INDEX minigame_plays_game_idx ON minigame_plays (game_id);

-- What a member holds, in lots: coins, credit (satang) and profit (satang). Spent oldest first; a
-- lot with `expires_at` is swept once when due (`expired_at`, what was left in `expired_amount`).
-- The open lots of a member and asset add up to the balance of their ledger account.
CREATE TABLE minigame_lots (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  asset text NOT NULL CHECK (asset IN ('coin', 'credit', 'profit')),
  amount bigint NOT NULL CHECK (amount > 0),
  remaining bigint NOT NULL CHECK (remaining >= 0 AND remaining <= amount),
  expires_at timestamptz,
  expired_at timestamptz,
  expired_amount bigint NOT NULL DEFAULT 0 CHECK (expired_amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT minigame_lots_profit_never_expires CHECK (asset <> 'profit' OR expires_at IS NULL),
  CONSTRAINT minigame_lots_expired_empty CHECK (expired_at IS NULL OR remaining = 0)
);
CREATE INDEX minigame_lots_open_idx ON minigame_lots (member_id, asset, created_at, id) WHERE remaining > 0;
CREATE INDEX minigame_lots_due_idx ON minigame_lots (expires_at) WHERE remaining > 0 AND expires_at IS NOT NULL;
CREATE INDEX minigame_lots_member_idx ON minigame_lots (member_id, asset, created_at DESC);

-- The coin history: every coin movement, each the reference of its COIN transfer. A deposit gives
-- coins once; a check-in once per Bangkok day.
CREATE TABLE minigame_coin_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('deposit', 'check_in', 'grant', 'prize', 'play', 'expired')),
  amount bigint NOT NULL CHECK (amount <> 0 AND (amount < 0) = (type IN ('play', 'expired'))),
  play_id bigint REFERENCES minigame_plays (id),
  deposit_id bigint REFERENCES deposits (id),
  lot_id bigint REFERENCES minigame_lots (id),
  check_in_day date,
  operator_id bigint REFERENCES operators (id),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX minigame_coin_entries_deposit_unique ON minigame_coin_entries (deposit_id) WHERE type = 'deposit';
CREATE UNIQUE INDEX minigame_coin_entries_check_in_unique ON minigame_coin_entries (member_id, check_in_day)
  WHERE type = 'check_in';
CREATE INDEX minigame_coin_entries_member_idx ON minigame_coin_entries (member_id, created_at DESC, id DESC);
CREATE INDEX minigame_coin_entries_created_idx ON minigame_coin_entries (created_at);

-- The credit history, each line the reference of its THB transfer.
CREATE TABLE minigame_credit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('prize', 'play', 'to_wallet', 'expired')),
  amount_satang bigint NOT NULL CHECK (amount_satang <> 0 AND (amount_satang > 0) = (type = 'prize')),
  play_id bigint REFERENCES minigame_plays (id),
  lot_id bigint REFERENCES minigame_lots (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX minigame_credit_entries_member_idx ON minigame_credit_entries (member_id, created_at DESC, id DESC);
CREATE INDEX minigame_credit_entries_created_idx ON minigame_credit_entries (created_at);
-- The turnover of a credit move counts from the member's last move.
CREATE INDEX minigame_credit_entries_moves_idx ON minigame_credit_entries (member_id, created_at DESC)
  WHERE type = 'to_wallet';

-- Profit withdrawals: reserved at request, approved (into the wallet) or rejected (back) once.
CREATE TABLE minigame_withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES operators (id),
  note text,
  CONSTRAINT minigame_withdrawals_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX minigame_withdrawals_member_idx ON minigame_withdrawals (member_id, requested_at DESC, id DESC);
CREATE INDEX minigame_withdrawals_status_idx ON minigame_withdrawals (status, requested_at, id);
CREATE INDEX minigame_withdrawals_decided_idx ON minigame_withdrawals (decided_at) WHERE status = 'approved';

-- Baht of credit and profit prizes a game paid per Bangkok day, kept only for a game with a daily
-- budget: its row lock makes the budget exact under concurrent plays.
CREATE TABLE minigame_budget_days (
  game_id bigint NOT NULL REFERENCES minigame_games (id) ON DELETE CASCADE,
  day date NOT NULL,
  paid_satang bigint NOT NULL DEFAULT 0 CHECK (paid_satang >= 0),
  PRIMARY KEY (game_id, day)
);
