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

-- Who made a record's latest edit, and when it was made on the device: an edit made on stale data is merged
-- field by field, and a field both sides changed goes to the later edit (features/editNotices). Null on rows
-- not edited since: the record's creator, where known, stands for the editor, and any edit counts as later.
ALTER TABLE vegetation_issues ADD COLUMN edited_by integer REFERENCES users(id), ADD COLUMN edited_at timestamptz;
ALTER TABLE culverts ADD COLUMN edited_by integer REFERENCES users(id), ADD COLUMN edited_at timestamptz;
ALTER TABLE culvert_inspections ADD COLUMN edited_by integer REFERENCES users(id), ADD COLUMN edited_at timestamptz;
ALTER TABLE sub_assets ADD COLUMN edited_by integer REFERENCES users(id), ADD COLUMN edited_at timestamptz;

-- A field two users changed at once: the value that lost and who made the other edit, shown on the record
-- ('Edited meanwhile by …') until dismissed. Records are never deleted (tombstones), so record_id stays valid.
CREATE TABLE edit_notices (
  id serial PRIMARY KEY,
  target_type text NOT NULL CHECK (target_type IN ('vegetation-issue', 'culvert', 'culvert-inspection', 'sub-asset')),
  record_id integer NOT NULL,
  field text NOT NULL,
  overwritten_value jsonb NOT NULL,
  by_user_id integer REFERENCES users(id),
  at timestamptz NOT NULL,
  dismissed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Read shapes look up the open notices of each record; nearly every record has none.
CREATE INDEX edit_notices_open_idx ON edit_notices (target_type, record_id) WHERE NOT dismissed;

-- A new or dismissed notice changes its record's read shape: mark the record changed for incremental pulls.
CREATE OR REPLACE FUNCTION edit_notices_touch_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE NEW.target_type
    WHEN 'vegetation-issue' THEN UPDATE vegetation_issues SET updated_at = now() WHERE id = NEW.record_id;
    WHEN 'culvert' THEN UPDATE culverts SET updated_at = now() WHERE id = NEW.record_id;
    WHEN 'culvert-inspection' THEN UPDATE culvert_inspections SET updated_at = now() WHERE id = NEW.record_id;
    WHEN 'sub-asset' THEN UPDATE sub_assets SET updated_at = now() WHERE id = NEW.record_id;
  END CASE;
  RETURN NULL;
END $$;
CREATE TRIGGER edit_notices_touch_record AFTER INSERT OR UPDATE OF dismissed ON edit_notices
  FOR EACH ROW EXECUTE FUNCTION edit_notices_touch_record();
