-- Payment gateway codes are the registry's (modules/money/gateways/, checked against the contract's
-- PAYMENT_GATEWAYS at start), not a list in SQL: a new gateway is one file and one registration, no
-- migration. Every write of these columns takes a code the route's schema and the registry accepted;
-- the columns keep a check of the codes' form only, so nothing else can slip in.
ALTER TABLE deposits DROP CONSTRAINT deposits_type_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_type_code CHECK (type ~ '^[a-z][a-z0-9_]{0,31}$');

ALTER TABLE gateway_payments DROP CONSTRAINT gateway_payments_provider_check;
ALTER TABLE gateway_payments ADD CONSTRAINT gateway_payments_provider_code
  CHECK (provider ~ '^[a-z][a-z0-9_]{0,31}$');
