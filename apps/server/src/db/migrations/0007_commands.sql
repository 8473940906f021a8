-- Commands from the field are applied at most once: the key (the command's uuid, sent as the
-- Idempotency-Key header) is claimed in the same transaction as the change, and the answer kept for repeats.
CREATE TABLE applied_commands (
  key char(36) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  call text NOT NULL,
  -- The JSON answer; null only while the claiming transaction is still running.
  response text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Keys are forgotten after the retention period (a scheduled delete by age).
CREATE INDEX applied_commands_created_idx ON applied_commands (created_at);
