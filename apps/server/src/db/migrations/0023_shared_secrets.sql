-- Secrets that every process of one deployment must agree on (issue 29): the JWT key, each payment
-- gateway's callback key, the sandbox game provider's key. A variable of the environment still wins;
-- without one the first process to start generates the value here, keyed by the name its file had in
-- DATA_DIR (jwt-secret, payment-cp-secret, ...), and every other process reads it (lib/secrets.ts).
CREATE TABLE shared_secrets (
  name text PRIMARY KEY CHECK (name ~ '^[a-z0-9-]{1,64}$'),
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
