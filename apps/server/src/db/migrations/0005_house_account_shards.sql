-- Each house account kind becomes HOUSE_SHARDS rows (decision 0034). Every approval and every
-- withdrawal request updates a house account; with one row per kind those updates queue behind
-- each other's row lock until commit. A transfer now uses the shard `ref_id % 16` of the house
-- kind it touches, so concurrent movements lock different rows. A house balance is the sum of its
-- shards; member wallets stay one row (shard 0).
ALTER TABLE ledger_accounts ADD COLUMN shard smallint NOT NULL DEFAULT 0;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_shard_range
  CHECK (shard >= 0 AND shard < 16 AND (member_id IS NULL OR shard = 0));
DROP INDEX ledger_accounts_house_kind_unique;
CREATE UNIQUE INDEX ledger_accounts_house_kind_shard_unique ON ledger_accounts (kind, shard) WHERE member_id IS NULL;
INSERT INTO ledger_accounts (kind, shard)
SELECT house.kind, s.shard
FROM (SELECT kind FROM ledger_accounts WHERE member_id IS NULL) house, generate_series(1, 15) AS s (shard);
