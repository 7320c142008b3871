-- Members, their sessions, operators and the bank list (issue: member foundation).
CREATE TABLE banks (
  code text PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('bank', 'wallet', 'promptpay', 'gateway')),
  sort_order integer NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);
-- GET /member/bank: active registerable banks in display order.
CREATE INDEX banks_active_order_idx ON banks (sort_order) WHERE is_active;

CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tel text NOT NULL,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  bank_code text NOT NULL REFERENCES banks (code),
  bank_number text NOT NULL,
  line_id text,
  know_us text,
  bonus smallint NOT NULL DEFAULT 0 CHECK (bonus IN (0, 1)),
  -- Referrer code from the register link (affiliate).
  prefix text,
  member_level text NOT NULL DEFAULT 'normal',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Names matter: the register route maps a unique violation to its message by constraint name.
  CONSTRAINT members_tel_unique UNIQUE (tel),
  CONSTRAINT members_bank_account_unique UNIQUE (bank_code, bank_number)
);
CREATE INDEX members_prefix_idx ON members (prefix) WHERE prefix IS NOT NULL;

CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL CONSTRAINT operators_username_unique UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('admin', 'finance', 'content', 'support')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  subject_kind text NOT NULL CHECK (subject_kind IN ('member', 'operator')),
  subject_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
-- "Active sessions of a subject": revoke the others on a password change.
CREATE INDEX sessions_active_subject_idx ON sessions (subject_kind, subject_id) WHERE revoked_at IS NULL;

CREATE TABLE member_activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  path text,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_activity_member_created_idx ON member_activity (member_id, created_at);
