-- Each attempt of a scheduled job (issue 29, docs/decisions/0151): which job, its interval, the due
-- time it was for, when it started and finished, how it ended and why it failed. The queue that hands
-- each due time to one process is pg-boss, in a schema of its own; this table is the record operators
-- read (`GET /admin/jobs`). Kept a week (plugins/jobs.ts declares the retention rule).
CREATE TABLE job_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  every_ms integer NOT NULL CHECK (every_ms > 0),
  attempt integer NOT NULL CHECK (attempt > 0),
  -- The start of the interval this run is for (the time it was due).
  due_at timestamptz NOT NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('completed', 'failed')),
  error text
);
CREATE INDEX job_runs_name_finished ON job_runs (name, finished_at DESC);
CREATE INDEX job_runs_last_success ON job_runs (name, finished_at DESC) WHERE outcome = 'completed';
CREATE INDEX job_runs_finished ON job_runs (finished_at);
