-- Each record's history (issue 39): who changed an issue, a culvert or an inspection, when, from where and what,
-- field by field. The database writes it, in the transaction of the change, from triggers on the records and
-- on every table that makes up what a record shows (photos, species, actions, assignments, the 'Edited
-- meanwhile' notices), so no code path can change a record without its entry. It is written for users' changes
-- only: the command ledger names the user, the device's time and position and whether the change was made
-- offline (verge.actor, set for the command's transaction); the seed and the platform admin's imports write none.
--
-- One entry per record per transaction: a save that changes the issue, its species and its notices is one
-- entry. An entry is never changed after its transaction, nor deleted.
CREATE TABLE record_history (
  id serial PRIMARY KEY,
  xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
  target_type text NOT NULL CHECK (target_type IN ('vegetation-issue', 'culvert', 'culvert-inspection')),
  record_id integer NOT NULL,
  asset_id integer NOT NULL REFERENCES assets(id),
  action text NOT NULL CHECK (action IN ('created', 'edited', 'deleted')),
  -- [{field, old, new}]: a column's old and new value (names for references, GeoJSON for positions); for a
  -- list (photos, species, actions, assignments) one entry per item, old null when added, new null when removed.
  changes jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(changes) = 'array'),
  -- [{field, value, by}]: a stale edit merged with what changed meanwhile: the value that lost, kept as an
  -- 'Edited meanwhile' notice (editNotices), and who made the edit it met.
  merged jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(merged) = 'array'),
  -- The user as they were at the change: a later rename or move does not rewrite the past.
  user_id integer NOT NULL REFERENCES users(id),
  user_name text NOT NULL,
  user_role smallint NOT NULL,
  company_id integer REFERENCES companies(id),
  company_name text,
  call text NOT NULL,
  device_at timestamptz,
  offline boolean,
  device_position jsonb,
  record_position jsonb,
  -- The server's time of the change (its transaction's start), named as in every synced table: the asset pull
  -- takes entries by (updated_at, id) with the records. An entry is never hidden.
  updated_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false CHECK (NOT hidden),
  details jsonb
);
CREATE UNIQUE INDEX record_history_xact_key ON record_history (xact, target_type, record_id);
CREATE INDEX record_history_record_idx ON record_history (target_type, record_id, id);
CREATE INDEX record_history_sync_idx ON record_history (asset_id, updated_at, id);

-- Only the transaction that made an entry adds to it (or drops it, when its changes cancel out).
CREATE FUNCTION record_history_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.xact = pg_current_xact_id() THEN RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END; END IF;
  RAISE EXCEPTION 'The history of a record cannot be changed' USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER record_history_frozen BEFORE UPDATE OR DELETE ON record_history
  FOR EACH ROW EXECUTE FUNCTION record_history_frozen();

-- Whether this transaction is a user's change (a command call): else no trigger below writes anything.
CREATE FUNCTION record_history_on() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('verge.actor', true), '') <> ''
$$;

-- A list's item removed and added back in one transaction (a list written whole again) is no change.
CREATE FUNCTION record_history_net(p_changes jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(e ORDER BY i), '[]')
  FROM jsonb_array_elements(p_changes) WITH ORDINALITY AS a(e, i)
  WHERE NOT EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_changes) AS b(f)
    WHERE f ->> 'field' = e ->> 'field'
      AND ((e -> 'old' = 'null' AND f -> 'new' = 'null' AND f -> 'old' = e -> 'new')
        OR (e -> 'new' = 'null' AND f -> 'old' = 'null' AND f -> 'new' = e -> 'old')))
$$;

-- Adds to this transaction's entry of a record (made on its first change). A record created in the transaction
-- stays 'created' with no changes listed (its card shows what it holds); a deletion wins over edits.
CREATE FUNCTION record_history_add(p_type text, p_record integer, p_asset integer, p_position geometry,
  p_action text, p_changes jsonb, p_merged jsonb DEFAULT '[]') RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  actor jsonb := nullif(current_setting('verge.actor', true), '')::jsonb;
BEGIN
  IF actor IS NULL THEN RETURN; END IF;
  INSERT INTO record_history AS h (target_type, record_id, asset_id, action, changes, merged, user_id, user_name,
    user_role, company_id, company_name, call, device_at, offline, device_position, record_position, details)
  SELECT p_type, p_record, p_asset, p_action, CASE WHEN p_action = 'created' THEN '[]' ELSE p_changes END,
    p_merged, u.id, u.first_name || ' ' || u.last_name, u.user_role_id, c.id, c.company_name, actor->>'call',
    (actor->>'madeAt')::timestamptz, (actor->>'offline')::boolean, actor->'position',
    ST_AsGeoJSON(p_position)::jsonb, actor->'details'
  FROM users u LEFT JOIN companies c ON c.id = u.company_id
  WHERE u.id = (actor->>'userId')::integer
  ON CONFLICT (xact, target_type, record_id) DO UPDATE SET
    action = CASE WHEN 'created' IN (h.action, EXCLUDED.action) THEN 'created'
                  WHEN 'deleted' IN (h.action, EXCLUDED.action) THEN 'deleted' ELSE 'edited' END,
    changes = CASE WHEN 'created' IN (h.action, EXCLUDED.action) THEN '[]'
                   ELSE record_history_net(h.changes || EXCLUDED.changes) END,
    merged = h.merged || EXCLUDED.merged,
    record_position = coalesce(EXCLUDED.record_position, h.record_position);
  DELETE FROM record_history
  WHERE xact = pg_current_xact_id() AND target_type = p_type AND record_id = p_record
    AND action = 'edited' AND changes = '[]' AND merged = '[]';
END $$;

-- A column's value as the history shows it: the name a reference stands for, a position as GeoJSON.
CREATE FUNCTION record_history_value(p_column text, p_value jsonb) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  ref integer;
BEGIN
  IF p_value IS NULL OR p_value = 'null' THEN RETURN 'null'; END IF;
  IF p_column IN ('gps_point', 'gps_track', 'inlet_location', 'outlet_location') THEN
    RETURN ST_AsGeoJSON((p_value #>> '{}')::geometry)::jsonb;
  END IF;
  IF p_column NOT LIKE '%\_id' OR p_column = 'original_issue_id' THEN RETURN p_value; END IF;
  ref := (p_value #>> '{}')::integer;
  RETURN coalesce(to_jsonb(CASE p_column
    WHEN 'area_id' THEN (SELECT name FROM management_areas WHERE id = ref)
    WHEN 'issue_type_id' THEN (SELECT issue_type FROM issue_types WHERE id = ref)
    WHEN 'action_taken_id' THEN (SELECT issue_action FROM issue_actions WHERE id = ref)
    WHEN 'distribution_id' THEN (SELECT distribution FROM distributions WHERE id = ref)
    WHEN 'physiological_stage_id' THEN (SELECT physiological_stage FROM physiological_stages WHERE id = ref)
    WHEN 'proximity_id' THEN (SELECT proximity FROM proximities WHERE id = ref)
    WHEN 'vegetation_type_id' THEN (SELECT vegetation_type FROM vegetation_types WHERE id = ref)
    WHEN 'culvert_status_id' THEN (SELECT culvert_status FROM culvert_statuses WHERE id = ref)
  END), p_value);
END $$;

-- The columns of a record that changed, old and new; the bookkeeping columns are not changes of the record.
CREATE FUNCTION record_history_changes(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('field', n.key, 'old', record_history_value(n.key, o.value),
                                               'new', record_history_value(n.key, n.value)) ORDER BY n.key), '[]')
  FROM jsonb_each(new_row) n JOIN jsonb_each(old_row) o ON o.key = n.key
  WHERE n.value IS DISTINCT FROM o.value
    AND n.key NOT IN ('id', 'uuid', 'asset_id', 'user_id', 'culvert_id', 'created_at', 'updated_at', 'hidden',
                      'edited_by', 'edited_at')
$$;

CREATE FUNCTION record_history_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  at geometry;
  action text;
  changes jsonb := '[]';
BEGIN
  IF NOT record_history_on() THEN RETURN NULL; END IF;
  -- One statement per kind: an expression naming a column the row lacks fails even where it is not taken.
  IF kind = 'vegetation-issue' THEN
    at := coalesce(NEW.gps_point, ST_StartPoint(NEW.gps_track));
  ELSIF kind = 'culvert' THEN
    at := coalesce(NEW.inlet_location, NEW.outlet_location);
  ELSE
    SELECT coalesce(c.inlet_location, c.outlet_location) INTO at FROM culverts c WHERE c.id = NEW.culvert_id;
  END IF;
  IF TG_OP = 'INSERT' THEN
    action := 'created';
  ELSIF NEW.hidden AND NOT OLD.hidden THEN
    action := 'deleted';
  ELSE
    changes := record_history_changes(to_jsonb(OLD), to_jsonb(NEW));
    IF changes = '[]' THEN RETURN NULL; END IF;
    action := 'edited';
  END IF;
  PERFORM record_history_add(kind, NEW.id, NEW.asset_id, at, action, changes);
  RETURN NULL;
END $$;
CREATE TRIGGER vegetation_issues_history AFTER INSERT OR UPDATE ON vegetation_issues
  FOR EACH ROW EXECUTE FUNCTION record_history_record('vegetation-issue');
CREATE TRIGGER culverts_history AFTER INSERT OR UPDATE ON culverts
  FOR EACH ROW EXECUTE FUNCTION record_history_record('culvert');
CREATE TRIGGER culvert_inspections_history AFTER INSERT OR UPDATE ON culvert_inspections
  FOR EACH ROW EXECUTE FUNCTION record_history_record('culvert-inspection');

-- One item added to or removed from a list of an issue or an inspection: old null when added, new null when removed.
CREATE FUNCTION record_history_item(p_kind text, p_record integer, p_field text, p_item jsonb, p_added boolean)
  RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  asset integer;
BEGIN
  IF p_kind = 'vegetation-issue' THEN
    SELECT asset_id INTO asset FROM vegetation_issues WHERE id = p_record;
  ELSE
    SELECT asset_id INTO asset FROM culvert_inspections WHERE id = p_record;
  END IF;
  PERFORM record_history_add(p_kind, p_record, asset, NULL, 'edited', jsonb_build_array(jsonb_build_object(
    'field', p_field,
    'old', CASE WHEN p_added THEN 'null' ELSE p_item END,
    'new', CASE WHEN p_added THEN p_item ELSE 'null' END)));
END $$;

-- A row of one of a record's lists. TG_ARGV: the record's kind, the list's name in the history, the column naming
-- the record, the column of the item and how the item is named (a query on $1).
CREATE FUNCTION record_history_list() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_json jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  item jsonb;
BEGIN
  IF NOT record_history_on() THEN RETURN NULL; END IF;
  EXECUTE TG_ARGV[4] INTO item USING row_json -> TG_ARGV[3];
  PERFORM record_history_item(TG_ARGV[0], (row_json ->> TG_ARGV[2])::integer, TG_ARGV[1], item, TG_OP = 'INSERT');
  RETURN NULL;
END $$;
CREATE TRIGGER issue_species_history AFTER INSERT OR DELETE ON issue_species FOR EACH ROW
  EXECUTE FUNCTION record_history_list('vegetation-issue', 'species', 'issue_id', 'species_id',
    'SELECT to_jsonb(species) FROM species WHERE id = ($1 #>> ''{}'')::integer');
CREATE TRIGGER issue_required_actions_history AFTER INSERT OR DELETE ON issue_required_actions FOR EACH ROW
  EXECUTE FUNCTION record_history_list('vegetation-issue', 'actionsRequired', 'issue_id', 'action_id',
    'SELECT to_jsonb(issue_action) FROM issue_actions WHERE id = ($1 #>> ''{}'')::integer');
CREATE TRIGGER issue_user_assignments_history AFTER INSERT OR DELETE ON issue_user_assignments FOR EACH ROW
  EXECUTE FUNCTION record_history_list('vegetation-issue', 'assignedUsers', 'issue_id', 'user_id',
    'SELECT to_jsonb(first_name || '' '' || last_name) FROM users WHERE id = ($1 #>> ''{}'')::integer');
CREATE TRIGGER issue_company_assignments_history AFTER INSERT OR DELETE ON issue_company_assignments FOR EACH ROW
  EXECUTE FUNCTION record_history_list('vegetation-issue', 'assignedCompanies', 'issue_id', 'company_id',
    'SELECT to_jsonb(company_name) FROM companies WHERE id = ($1 #>> ''{}'')::integer');
CREATE TRIGGER culvert_inspection_actions_history AFTER INSERT OR DELETE ON culvert_inspection_actions FOR EACH ROW
  EXECUTE FUNCTION record_history_list('culvert-inspection', 'actions', 'inspection_id', 'action_id',
    'SELECT to_jsonb(inspection_action) FROM culvert_actions WHERE id = ($1 #>> ''{}'')::integer');

-- A photo added, or removed (hidden), on an issue or an inspection.
CREATE FUNCTION record_history_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT record_history_on() THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (NEW.hidden = OLD.hidden OR NOT NEW.hidden) THEN RETURN NULL; END IF;
  PERFORM record_history_item(CASE WHEN NEW.issue_id IS NOT NULL THEN 'vegetation-issue' ELSE 'culvert-inspection' END,
    coalesce(NEW.issue_id, NEW.inspection_id), 'photos', to_jsonb(NEW.key), TG_OP = 'INSERT');
  RETURN NULL;
END $$;
CREATE TRIGGER photos_history AFTER INSERT OR UPDATE OF hidden ON photos
  FOR EACH ROW EXECUTE FUNCTION record_history_photo();

-- A stale edit merged with what changed meanwhile: the value that lost and who made the edit it met.
CREATE FUNCTION record_history_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  asset integer;
BEGIN
  IF NOT record_history_on() THEN RETURN NULL; END IF;
  CASE NEW.target_type
    WHEN 'vegetation-issue' THEN SELECT asset_id INTO asset FROM vegetation_issues WHERE id = NEW.record_id;
    WHEN 'culvert' THEN SELECT asset_id INTO asset FROM culverts WHERE id = NEW.record_id;
    WHEN 'culvert-inspection' THEN SELECT asset_id INTO asset FROM culvert_inspections WHERE id = NEW.record_id;
    ELSE RETURN NULL;
  END CASE;
  PERFORM record_history_add(NEW.target_type, NEW.record_id, asset, NULL, 'edited', '[]',
    jsonb_build_array(jsonb_build_object('field', NEW.field, 'value', NEW.overwritten_value,
      'by', (SELECT first_name || ' ' || last_name FROM users WHERE id = NEW.by_user_id))));
  RETURN NULL;
END $$;
CREATE TRIGGER edit_notices_history AFTER INSERT ON edit_notices
  FOR EACH ROW EXECUTE FUNCTION record_history_notice();
