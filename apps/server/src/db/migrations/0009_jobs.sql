-- A durable job queue (jobs/worker.ts): mail and the weekly digest are rows inserted in the transaction of the
-- change they follow, claimed by any replica's worker with FOR UPDATE SKIP LOCKED and a lease (locked_by,
-- locked_until), retried with exponential backoff (attempts, run_at, last_error) until done_at or failed_at.
-- A (kind, key) pair is unique, so a job scheduled by two replicas (the digest of a week) exists once.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  key text,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  locked_by uuid,
  locked_until timestamptz,
  done_at timestamptz,
  failed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, key)
);
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE done_at IS NULL AND failed_at IS NULL;

-- The digest weeks already run stay run: job_runs becomes done jobs with the same unique key.
INSERT INTO jobs (kind, key, payload, done_at, created_at)
SELECT job, period, jsonb_build_object('at', ran_at), ran_at, ran_at FROM job_runs;
DROP TABLE job_runs;
