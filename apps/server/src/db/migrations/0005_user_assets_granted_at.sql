-- App sync sends, in an incremental pull, the assets a user was newly given since the last pull:
-- assigning an asset does not touch the asset's row, so the grant itself carries the time.
ALTER TABLE user_assets ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
