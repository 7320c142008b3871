-- A shared address is a weak signal (issue 32, docs/decisions/0110): carriers put many members behind
-- one address, so a downline registered from the affiliate's address is flagged for it alone only when
-- the operator says so. The reason is still recorded on the downline either way.
ALTER TABLE affiliate_settings ADD COLUMN address_flags_alone boolean NOT NULL DEFAULT false;
