-- Abuse limits (DESIGN §1) live in the database so they hold across server replicas. One row per limit and
-- key (a username, an address, an email, a token's hash) counts the hits of a window that opens with the
-- first hit; `INSERT … ON CONFLICT … DO UPDATE … RETURNING hits` counts a hit in one statement, so parallel
-- hits are counted one by one and exactly the limit gets through.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limits_window_ends_idx ON rate_limits (window_ends);

-- The log of failed logins is replaced by the counters above.
DROP TABLE login_attempts;

-- Tokens carry the version of their user's sessions they were issued under; a password reset moves it on,
-- which ends every session issued before (http/authenticate.ts).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
