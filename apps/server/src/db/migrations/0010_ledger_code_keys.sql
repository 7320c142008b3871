-- Every account and transfer names a code row (decision 0035), now that the modules whose accounts
-- and transfers already exist have added theirs (0008 money and the games, 0009 promotion). A later
-- module inserts its codes in its own migration before it moves money with them.
-- An account's ledger and negative flag are its code's; changing a code's flag carries over to its
-- accounts (and fails if one of them is below zero when it may no longer be).
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_code_fkey FOREIGN KEY (code, ledger, may_go_negative)
  REFERENCES ledger_account_codes (code, ledger, may_go_negative) ON UPDATE CASCADE;
-- A transfer's ledger and the kind of row it refers to are its code's.
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_code_fkey FOREIGN KEY (code, ledger, ref_type)
  REFERENCES ledger_transfer_codes (code, ledger, ref_type);
