-- The general ledger (decision 0035): every account belongs to a ledger (THB now; mini-game coins
-- later) and has a code (what it is) and an owner (a member; none for house accounts). Codes are
-- rows that each module's migration inserts; this file creates the tables and adds the money
-- module's codes. Whether an account may go below zero is a flag of its code, not a CHECK on names.

-- What an account is. Accounts copy `ledger` and `may_go_negative` from their code (a composite
-- foreign key keeps them equal, migration 0010), so the transfer statement reads them from the row
-- it locks.
CREATE TABLE ledger_account_codes (
  code text PRIMARY KEY,
  ledger text NOT NULL,
  may_go_negative boolean NOT NULL,
  description text NOT NULL,
  CONSTRAINT ledger_account_codes_key UNIQUE (code, ledger, may_go_negative)
);

-- What a transfer is: its ledger and the kind of row its ref_id names.
CREATE TABLE ledger_transfer_codes (
  code text PRIMARY KEY,
  ledger text NOT NULL,
  ref_type text NOT NULL,
  description text NOT NULL,
  CONSTRAINT ledger_transfer_codes_key UNIQUE (code, ledger, ref_type)
);

-- The money module's codes (decision 0030). House accounts mirror members' money, so they may go
-- negative (cash in is minus every deposit); a member's wallet never does.
INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
  ('member_wallet', 'THB', false, 'a member''s credit'),
  ('house_cash_in', 'THB', true, 'deposits received'),
  ('house_cash_out', 'THB', true, 'withdrawals paid out'),
  ('house_pending_withdrawals', 'THB', true, 'withdrawals reserved, waiting for a decision'),
  ('house_adjustments', 'THB', true, 'operators'' manual credits and debits');
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('deposit', 'THB', 'deposit', 'deposit approved: cash in to wallet'),
  ('withdrawal_reserve', 'THB', 'withdrawal', 'withdrawal requested: wallet to pending'),
  ('withdrawal_post', 'THB', 'withdrawal', 'withdrawal approved: pending to cash out'),
  ('withdrawal_void', 'THB', 'withdrawal', 'withdrawal rejected: pending back to wallet'),
  ('manual_credit', 'THB', 'deposit', 'operator credit: adjustments to wallet'),
  ('manual_debit', 'THB', 'withdrawal', 'operator debit: wallet to adjustments');
-- The games' side of the wallet (added by migration 0004): stakes go wallet to house_games, wins
-- come back. The game wallet will move them; return of losses counts them as real play.
INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
  ('house_games', 'THB', true, 'the games'' side of stakes and wins');
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('game_stake', 'THB', 'game_round', 'a stake: wallet to games'),
  ('game_payout', 'THB', 'game_round', 'a win: games to wallet');

-- Accounts: kind becomes code, member_id becomes owner_id; every existing account is in THB.
ALTER TABLE ledger_accounts RENAME COLUMN kind TO code;
ALTER TABLE ledger_accounts RENAME COLUMN member_id TO owner_id;
ALTER TABLE ledger_accounts RENAME CONSTRAINT ledger_accounts_member_id_fkey TO ledger_accounts_owner_id_fkey;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_wallet_has_member;
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_wallet_not_negative;
ALTER TABLE ledger_accounts ADD COLUMN ledger text NOT NULL DEFAULT 'THB';
ALTER TABLE ledger_accounts ALTER COLUMN ledger DROP DEFAULT;
-- Until now only member wallets (the accounts with an owner) had to stay at or above zero.
ALTER TABLE ledger_accounts ADD COLUMN may_go_negative boolean;
UPDATE ledger_accounts SET may_go_negative = owner_id IS NULL;
ALTER TABLE ledger_accounts ALTER COLUMN may_go_negative SET NOT NULL;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_not_negative CHECK (may_go_negative OR balance_satang >= 0);
-- One account per ledger, code, owner and shard (house accounts: owner NULL, shards 0-15, 0005).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_member_unique;
DROP INDEX ledger_accounts_house_kind_shard_unique;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_unique UNIQUE NULLS NOT DISTINCT (ledger, code, owner_id, shard);
-- The target of the transfers' (account, ledger) foreign keys.
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_id_ledger_unique UNIQUE (id, ledger);

-- Transfers: kind becomes code; each transfer names its ledger, and both its accounts must be in
-- it (composite foreign keys: a transfer between ledgers is refused by the database).
ALTER TABLE ledger_transfers RENAME COLUMN kind TO code;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_ref_type_check;
ALTER TABLE ledger_transfers ADD COLUMN ledger text NOT NULL DEFAULT 'THB';
ALTER TABLE ledger_transfers ALTER COLUMN ledger DROP DEFAULT;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_debit_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_credit_account_id_fkey;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_debit_in_ledger
  FOREIGN KEY (debit_account_id, ledger) REFERENCES ledger_accounts (id, ledger);
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_credit_in_ledger
  FOREIGN KEY (credit_account_id, ledger) REFERENCES ledger_accounts (id, ledger);

-- An account's transfers by code and time: the operator's ledger view, and money's `movements`
-- (return of losses sums a wallet's game transfers over a period). They replace the per-account
-- indexes and the wallet/house_games pair index of 0004.
DROP INDEX ledger_transfers_debit_idx;
DROP INDEX ledger_transfers_credit_idx;
DROP INDEX ledger_transfers_pair_time_idx;
CREATE INDEX ledger_transfers_debit_code_time_idx ON ledger_transfers (debit_account_id, code, created_at);
CREATE INDEX ledger_transfers_credit_code_time_idx ON ledger_transfers (credit_account_id, code, created_at);

-- The foreign keys from accounts and transfers to their codes come with migration 0010, once
-- promotion (0009) has added the codes its accounts and transfers of migration 0004 already use.
