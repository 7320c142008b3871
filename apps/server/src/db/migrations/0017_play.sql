-- Play for real (issue 13, decisions 0100-0104): the seamless wallet game providers call.

-- A refunded stake goes back from the games to the wallet under its own code, so a report can tell
-- a refund from a win; return of losses counts it as real play (a refunded stake is no loss).
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('game_refund', 'THB', 'game_round', 'a refunded stake: games to wallet');

-- Game providers. `secret` is the HMAC key the provider signs with; NULL for the sandbox provider,
-- whose secret is the server's configuration (GAME_SANDBOX_SECRET or DATA_DIR/game-sandbox-secret),
-- never a row. `games`: [{ code, name, image }] the site lists.
CREATE TABLE play_providers (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  name text NOT NULL,
  secret text,
  active boolean NOT NULL DEFAULT true,
  launch_url text NOT NULL,
  games jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(games) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO play_providers (code, name, secret, active, launch_url, games) VALUES
  ('sandbox', 'ค่ายทดลอง', NULL, true, '/games/sandbox/play',
   '[{"code": "slot", "name": "สล็อตผลไม้", "image": "/games/sandbox/slot.svg"}]'::jsonb);

-- One-time launch tokens: only their SHA-256 is kept; `used_at` is set by the provider's authenticate.
CREATE TABLE play_launch_tokens (
  token_hash text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  provider_code text NOT NULL REFERENCES play_providers (code),
  game text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX play_launch_tokens_expires_idx ON play_launch_tokens (expires_at);

-- A round of a member at a provider (the provider's round id). Its id is the ledger reference
-- (`game_round`) of its stakes, wins and refunds. The sums are the round's, kept with each movement.
CREATE TABLE play_rounds (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text NOT NULL REFERENCES play_providers (code),
  member_id bigint NOT NULL REFERENCES members (id),
  round_id text NOT NULL,
  game text,
  stake_satang bigint NOT NULL DEFAULT 0 CHECK (stake_satang >= 0),
  win_satang bigint NOT NULL DEFAULT 0 CHECK (win_satang >= 0),
  refund_satang bigint NOT NULL DEFAULT 0 CHECK (refund_satang >= 0 AND refund_satang <= stake_satang),
  started_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CONSTRAINT play_rounds_provider_round_unique UNIQUE (provider_code, member_id, round_id)
);
CREATE INDEX play_rounds_member_idx ON play_rounds (member_id, started_at DESC, id DESC);
CREATE INDEX play_rounds_started_idx ON play_rounds (started_at);

-- Every bet and win a provider sent, unique by (provider, transaction id): a replay finds its row
-- and answers `balance_after_satang`, the first answer. A refund is kept on its bet's row
-- (`refunded_at`, `refund_balance_after_satang`); a refund whose bet never arrived leaves a bet row
-- with no round and no balance (`balance_after_satang` NULL), so the late bet is refused.
CREATE TABLE play_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider_code text NOT NULL REFERENCES play_providers (code),
  transaction_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bet', 'win')),
  member_id bigint NOT NULL REFERENCES members (id),
  round_ref bigint REFERENCES play_rounds (id),
  amount_satang bigint NOT NULL CHECK (amount_satang >= 0),
  balance_after_satang bigint,
  refunded_at timestamptz,
  refund_balance_after_satang bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT play_transactions_provider_tx_unique UNIQUE (provider_code, transaction_id),
  CONSTRAINT play_transactions_refund_is_of_bet CHECK (refunded_at IS NULL OR kind = 'bet')
);
-- GGR per provider and day: stakes and wins by the time they arrived, refunds by the time they did.
CREATE INDEX play_transactions_created_idx ON play_transactions (created_at);
CREATE INDEX play_transactions_refunded_idx ON play_transactions (refunded_at) WHERE refunded_at IS NOT NULL;
