-- One id per deployment (issue 29): every process on this database reads the same one, and no other
-- deployment has it. Keys that several deployments might share on one Redis server (the realtime
-- channel, the rate-limit counters) carry it, so two brands or staging beside production never hear
-- each other's events nor count each other's attempts.
CREATE TABLE deployment (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  id text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', ''),
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO deployment DEFAULT VALUES;
