-- The sandbox game provider's own state (decision 0105), in the database so that every process running
-- it agrees (issue 29): a session launched on one plays on another, and any process can retry a round
-- whose wallet call failed. Member is the wallet's member reference as the provider knows it.
CREATE TABLE game_sandbox_sessions (
  id text PRIMARY KEY,
  member text NOT NULL,
  expires_at timestamptz NOT NULL,
  -- A spin under way holds its session: the holder's token, until it lets go or, should its process
  -- die, until busy_until has passed.
  busy_token uuid,
  busy_until timestamptz,
  CHECK ((busy_token IS NULL) = (busy_until IS NULL))
);
CREATE INDEX game_sandbox_sessions_expires_at ON game_sandbox_sessions (expires_at);

-- Wins and round ends the wallet did not answer, sent again with the same transaction id until it does.
CREATE TABLE game_sandbox_settlements (
  transaction_id text PRIMARY KEY,
  member text NOT NULL,
  round_id text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  -- The win went through; only the round's end is left.
  won boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- A process retrying it holds it until then, so two processes do not send it at once.
  claimed_until timestamptz
);
CREATE INDEX game_sandbox_settlements_member ON game_sandbox_settlements (member, created_at);
