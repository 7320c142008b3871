-- Transfer slips on members' bank deposit requests (issue 30, decision 0163), and the sandbox bank's
-- transfers that the sandbox slip verifier looks up.
CREATE TABLE deposit_slips (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deposit_id bigint NOT NULL REFERENCES deposits (id),
  member_id bigint NOT NULL REFERENCES members (id),
  -- The stored image (FileStorage key).
  image_key text NOT NULL,
  state text NOT NULL CHECK (state IN ('verified', 'refused', 'review')),
  -- What the mini-QR and the verifier said (null when they were not reached).
  sending_bank text,
  trans_ref text,
  amount_satang bigint,
  occurred_at timestamptz,
  -- Why a slip was refused or left for review ('no_qr', 'not_slip', 'used', ...).
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'verified' OR (trans_ref IS NOT NULL AND amount_satang IS NOT NULL AND occurred_at IS NOT NULL))
);
-- A transfer credits once: the second verified slip of one reference fails here, even at the same instant.
CREATE UNIQUE INDEX deposit_slips_verified_ref_idx ON deposit_slips (trans_ref) WHERE state = 'verified';
CREATE INDEX deposit_slips_deposit_idx ON deposit_slips (deposit_id, id DESC);
-- A statement line's credited twin: verified slips of an amount near a time.
CREATE INDEX deposit_slips_verified_amount_idx ON deposit_slips (amount_satang, occurred_at) WHERE state = 'verified';

CREATE TABLE sandbox_bank_transfers (
  trans_ref text PRIMARY KEY,
  sending_bank text NOT NULL,
  amount_satang bigint NOT NULL CHECK (amount_satang > 0),
  occurred_at timestamptz NOT NULL,
  receiver_account text NOT NULL,
  receiver_name text NOT NULL,
  sender_account text,
  sender_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
