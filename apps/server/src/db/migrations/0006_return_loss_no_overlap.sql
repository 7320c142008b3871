-- Return of losses pays a member's loss in any instant at most once (decision 0050), whatever the
-- promotion or its period kind: no two return-loss claims of one member may have overlapping periods.
-- The claim code refuses such a claim under the member's wallet lock; this is the database's guard.
-- An empty period would overlap nothing, so a period must have a length.
ALTER TABLE promotion_claims ADD CONSTRAINT promotion_claims_period_length
  CHECK (type <> 'return_loss' OR period_end > period_start);
-- The member is compared as a one-point range (int8range && int8range is equality), so GiST's
-- built-in range operator class covers both columns and no btree_gist extension is needed.
-- Fails on a database that already holds overlapping claims: they were paid twice, look at them first.
ALTER TABLE promotion_claims ADD CONSTRAINT promotion_claims_return_loss_no_overlap
  EXCLUDE USING gist (int8range(member_id, member_id, '[]') WITH &&, tstzrange(period_start, period_end) WITH &&)
  WHERE (type = 'return_loss');
