-- Limits a member sets (issue 31, docs/decisions/0173).
--
-- Deposit limits per Asia/Bangkok calendar day, week (Monday first) and month, one row per member and
-- period. `limit_satang` is the limit in force (NULL: none). A raise or a removal waits 24 hours: it is
-- `pending_satang` (NULL with a pending time: the removal) from `pending_effective_at` on, applied
-- when read; a lowering replaces the limit at once and drops any pending raise.
CREATE TABLE member_deposit_limits (
  member_id bigint NOT NULL REFERENCES members (id),
  period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
  limit_satang bigint CHECK (limit_satang > 0),
  pending_satang bigint CHECK (pending_satang > 0),
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period),
  CHECK (pending_satang IS NULL OR pending_effective_at IS NOT NULL)
);

-- Breaks (self-exclusion): 24 hours, 7 days, 30 days or indefinite (`ends_at` NULL). Nobody ends a
-- timed one early; an indefinite one is ended only by an operator, with a reason (audited). A longer
-- break started during one is a new row; the break in force is the one that ends last.
CREATE TABLE member_breaks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  kind text NOT NULL CHECK (kind IN ('24h', '7d', '30d', 'indefinite')),
  started_at timestamptz NOT NULL,
  ends_at timestamptz,
  ended_at timestamptz,
  ended_by bigint REFERENCES operators (id),
  end_reason text,
  CHECK ((kind = 'indefinite') = (ends_at IS NULL)),
  CHECK (ended_at IS NULL OR kind = 'indefinite'),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX member_breaks_member_idx ON member_breaks (member_id, started_at DESC);
