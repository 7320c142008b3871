-- Promotion's codes in the general ledger (decisions 0050, 0035). house_bonus pays deposit bonuses
-- and returns of losses; its accounts exist since migration 0002 (sharded by 0005).
INSERT INTO ledger_account_codes (code, ledger, may_go_negative, description) VALUES
  ('house_bonus', 'THB', true, 'bonuses and returns of losses paid');
INSERT INTO ledger_transfer_codes (code, ledger, ref_type, description) VALUES
  ('promotion_bonus', 'THB', 'promotion_claim', 'a deposit''s bonus: house bonus to wallet'),
  ('return_loss', 'THB', 'promotion_claim', 'a return of losses: house bonus to wallet');
