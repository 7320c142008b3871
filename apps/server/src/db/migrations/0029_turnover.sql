-- Turnover requirements (issue 31, docs/decisions/0170).
--
-- Each bonus credit (a deposit bonus, a return of losses, mini-game credit moved to the wallet) opens a
-- requirement: the member must stake `required_satang` on real games before a withdrawal. Requirements
-- of a member stack in id order; stakes pay down the oldest open one first. Money owns them: the
-- withdrawal checks them and the game wallet's stakes count towards them.
CREATE TABLE turnover_requirements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  source text NOT NULL CHECK (source IN ('deposit_bonus', 'return_loss', 'minigame_credit')),
  -- The claim or credit move that opened it (a promotion claim id, a mini-game credit entry id).
  source_ref text NOT NULL,
  base_satang bigint NOT NULL CHECK (base_satang >= 0),
  bonus_satang bigint NOT NULL CHECK (bonus_satang > 0),
  multiple integer NOT NULL CHECK (multiple BETWEEN 1 AND 100),
  required_satang bigint NOT NULL CHECK (required_satang > 0),
  played_satang bigint NOT NULL DEFAULT 0 CHECK (played_satang >= 0 AND played_satang <= required_satang),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed', 'forfeited', 'played_away')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  UNIQUE (source, source_ref),
  CHECK ((status = 'open') = (closed_at IS NULL))
);
CREATE INDEX turnover_requirements_open_idx ON turnover_requirements (member_id, id) WHERE status = 'open';
CREATE INDEX turnover_requirements_member_idx ON turnover_requirements (member_id, opened_at DESC);
