-- The Thai names members see for the payment gateways (issue 11): set by the operator, the defaults of
-- DEFAULT_GATEWAY_NAMES (packages/shared) where none is stored.
ALTER TABLE payment_settings ADD COLUMN gateway_names jsonb NOT NULL DEFAULT '{}';
