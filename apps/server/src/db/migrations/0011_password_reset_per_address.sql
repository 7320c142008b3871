-- Forgot password, so that a stranger cannot stop a member resetting (decision 0041).
-- A code remembers the address that asked for it: a new request closes only the open codes asked for
-- from the same address, so a stranger's requests never close the member's code.
ALTER TABLE password_reset_codes ADD COLUMN requested_ip text;
-- `attempts` is no longer written: wrong codes are counted per phone and address in the table below.
-- Every wrong code tried on /member/resetpassword, registered phone or not.
CREATE TABLE password_reset_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tel text NOT NULL,
  ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_failures_tel_created_idx ON password_reset_failures (tel, created_at);
-- The hourly retention sweep (decision 0060).
CREATE INDEX password_reset_failures_created_idx ON password_reset_failures (created_at);
-- "Has the member signed in from this address lately": the per-phone ceilings do not hold such an address.
CREATE INDEX sessions_subject_ip_idx ON sessions (subject_kind, subject_id, ip);
