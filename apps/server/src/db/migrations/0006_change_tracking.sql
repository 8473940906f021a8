-- Change tracking (DESIGN §5): the database keeps updated_at, also for what a synced row's read shape shows
-- from other tables, and records who lost sight of what, so that incremental pulls can be trusted.
-- touch_updated_at (0001) stamps a row that is updated; the triggers below update the rows whose read shape
-- a write changed. All are statement-level: a bulk write costs one join, never a query per row.

-- Marks changed the rows `t` of table TG_ARGV[0] that match TG_ARGV[1], a condition on `changed`: the rows
-- this statement wrote. On UPDATE only rows whose columns TG_ARGV[2:] changed count (all columns when none
-- are named), with their old and their new values, since a row moving from one parent to another changes
-- both. A row already stamped by this transaction is skipped: updating it again would write the same value.
CREATE FUNCTION mark_related_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
  moved text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT FROM old_rows) THEN RETURN NULL; END IF;
    changed := 'SELECT * FROM old_rows';
  ELSE
    IF NOT EXISTS (SELECT FROM new_rows) THEN RETURN NULL; END IF;
    changed := 'SELECT * FROM new_rows';
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(string_agg(format('o.%1$I IS DISTINCT FROM n.%1$I', c), ' OR '), 'true')
      INTO moved FROM unnest(TG_ARGV[2:]) AS c;
    changed := format('SELECT o.* FROM old_rows o JOIN new_rows n USING (id) WHERE %1$s
                       UNION ALL SELECT n.* FROM old_rows o JOIN new_rows n USING (id) WHERE %1$s', moved);
  END IF;
  EXECUTE format('WITH changed AS (%s) UPDATE %I t SET updated_at = now() WHERE (%s) AND t.updated_at <> now()',
                 changed, TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;

-- Creates the triggers by which `events` (INSERT, UPDATE, DELETE) on `source` mark changed the rows of
-- `target` matching `condition` (see mark_related_changed). Kept for later migrations: one mechanism.
CREATE FUNCTION track_related(source text, events text[], target text, condition text, watched text[] DEFAULT '{}')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  event text;
  args text := (SELECT string_agg(quote_literal(a), ', ') FROM unnest(ARRAY[target, condition] || watched) AS a);
BEGIN
  FOREACH event IN ARRAY events LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION mark_related_changed(%s)',
      format('%s_%s_marks_%s', source, lower(event), target), event, source,
      CASE event WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
                 WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
                 ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows' END,
      args);
  END LOOP;
END $$;

-- What each read shape shows from elsewhere (issues.read.ts, culverts.read.ts, subAssets.read.ts, users.read.ts).
-- Issues: their species, required actions and photos; the chain's provider and user assignments (held on the
-- original, shown on every follow-up); the follow-up list of an original; the area's and the initiator's names.
SELECT track_related('issue_species', '{INSERT,DELETE}', 'vegetation_issues', 't.id IN (SELECT issue_id FROM changed)');
SELECT track_related('issue_required_actions', '{INSERT,DELETE}', 'vegetation_issues', 't.id IN (SELECT issue_id FROM changed)');
SELECT track_related('photos', '{INSERT,UPDATE,DELETE}', 'vegetation_issues', 't.id IN (SELECT issue_id FROM changed)', '{hidden}');
SELECT track_related(a, '{INSERT,DELETE}', 'vegetation_issues',
  't.id IN (SELECT issue_id FROM changed
            UNION ALL SELECT f.id FROM vegetation_issues f WHERE f.original_issue_id IN (SELECT issue_id FROM changed))')
  FROM unnest(ARRAY['issue_company_assignments', 'issue_user_assignments']) AS a;
SELECT track_related('vegetation_issues', '{INSERT,UPDATE}', 'vegetation_issues',
  't.id IN (SELECT original_issue_id FROM changed)', '{hidden,original_issue_id}');
SELECT track_related('management_areas', '{UPDATE}', 'vegetation_issues', 't.area_id IN (SELECT id FROM changed)', '{name}');
SELECT track_related('users', '{UPDATE}', e, 't.user_id IN (SELECT id FROM changed)', '{first_name,last_name}')
  FROM unnest(ARRAY['vegetation_issues', 'culvert_inspections']) AS e;
-- Culvert inspections: their actions and photos, the culvert's site id. A culvert shows its latest inspection.
SELECT track_related('culvert_inspection_actions', '{INSERT,DELETE}', 'culvert_inspections', 't.id IN (SELECT inspection_id FROM changed)');
SELECT track_related('photos', '{INSERT,UPDATE,DELETE}', 'culvert_inspections', 't.id IN (SELECT inspection_id FROM changed)', '{hidden}');
SELECT track_related('culverts', '{UPDATE}', 'culvert_inspections', 't.culvert_id IN (SELECT id FROM changed)', '{site_culvert_id}');
SELECT track_related('culvert_inspections', '{INSERT,UPDATE,DELETE}', 'culverts', 't.id IN (SELECT culvert_id FROM changed)');
-- Sub-assets: the live areas attached to each.
SELECT track_related('management_areas', '{INSERT,UPDATE,DELETE}', 'sub_assets',
  't.id IN (SELECT sub_asset_id FROM changed)', '{sub_asset_id,hidden}');
-- Users: their live assets and the live issue chains assigned to them.
SELECT track_related('user_assets', '{INSERT,DELETE}', 'users', 't.id IN (SELECT user_id FROM changed)');
SELECT track_related('assets', '{UPDATE}', 'users',
  't.id IN (SELECT ua.user_id FROM user_assets ua WHERE ua.asset_id IN (SELECT id FROM changed))', '{hidden}');
SELECT track_related('issue_user_assignments', '{INSERT,DELETE}', 'users', 't.id IN (SELECT user_id FROM changed)');
SELECT track_related('vegetation_issues', '{UPDATE}', 'users',
  't.id IN (SELECT iua.user_id FROM issue_user_assignments iua WHERE iua.issue_id IN (SELECT id FROM changed))', '{hidden}');

-- Asset species are link rows: an incremental pull sends those added since, and the removals below.
ALTER TABLE asset_species ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();

-- Who lost sight of what, and when: a row that left a viewer's pull without a tombstone of its own (a link
-- deleted, a relation ended, a row hidden that the pull filters out). `kind` names the pull's list; the
-- viewers are one user, every user of a company, or everyone who opens an asset. The pulls list a removal
-- only while the viewer still cannot see the row, so a grant given back in time leaves no false removal.
CREATE TABLE sync_removals (
  kind text NOT NULL CHECK (kind IN ('asset', 'user', 'thirdPartyCompany', 'assetSpecies')),
  row_id integer NOT NULL,
  user_id integer,
  company_id integer,
  asset_id integer,
  removed_at timestamptz NOT NULL DEFAULT now(),
  CHECK (num_nonnulls(user_id, company_id, asset_id) = 1)
);
CREATE INDEX sync_removals_user_idx ON sync_removals (user_id, removed_at) WHERE user_id IS NOT NULL;
CREATE INDEX sync_removals_company_idx ON sync_removals (company_id, removed_at) WHERE company_id IS NOT NULL;
CREATE INDEX sync_removals_asset_idx ON sync_removals (asset_id, removed_at) WHERE asset_id IS NOT NULL;

-- An asset taken from a user.
CREATE FUNCTION record_user_assets_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_removals (kind, row_id, user_id) SELECT 'asset', asset_id, user_id FROM old_rows;
  RETURN NULL;
END $$;
CREATE TRIGGER user_assets_removed AFTER DELETE ON user_assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_user_assets_removed();

-- A species taken off an asset's list.
CREATE FUNCTION record_asset_species_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_removals (kind, row_id, asset_id) SELECT 'assetSpecies', species_id, asset_id FROM old_rows;
  RETURN NULL;
END $$;
CREATE TRIGGER asset_species_removed AFTER DELETE ON asset_species REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_asset_species_removed();

-- The users who see asset `asset` through their company `via` (its owner, or one of the owner's providers):
-- admins, and the field users it is assigned to (access/visibility.ts).
CREATE FUNCTION asset_viewers(asset integer, via integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT u.id FROM users u
  WHERE u.company_id = via
    AND (u.user_role_id IN (1, 2) OR EXISTS (SELECT 1 FROM user_assets ua WHERE ua.user_id = u.id AND ua.asset_id = asset))
$$;

-- A provider relation ended: the provider's users lose the client's assets; the client the provider and its users.
CREATE FUNCTION record_company_relations_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_removals (kind, row_id, user_id, company_id)
    SELECT 'asset', a.id, v, NULL::integer
    FROM old_rows r JOIN assets a ON a.company_id = r.client_company_id
    CROSS JOIN LATERAL asset_viewers(a.id, r.provider_company_id) AS v
    UNION ALL
    SELECT 'user', u.id, NULL, r.client_company_id FROM old_rows r JOIN users u ON u.company_id = r.provider_company_id
    UNION ALL
    SELECT 'thirdPartyCompany', r.provider_company_id, NULL, r.client_company_id FROM old_rows r;
  RETURN NULL;
END $$;
CREATE TRIGGER company_relations_removed AFTER DELETE ON company_relations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_company_relations_removed();

-- Hidden assets, users and companies leave the app pull, which sends live rows only: a hidden asset leaves
-- those who saw it; a hidden user their company's admins and the users of its clients; a hidden provider,
-- with its users, the users of its clients.
CREATE FUNCTION record_hidden_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'assets' THEN
    INSERT INTO sync_removals (kind, row_id, user_id)
      SELECT 'asset', n.id, v
      FROM old_rows o JOIN new_rows n USING (id)
      CROSS JOIN LATERAL (SELECT n.company_id
                          UNION ALL SELECT cr.provider_company_id FROM company_relations cr
                          WHERE cr.client_company_id = n.company_id) AS via(company_id)
      CROSS JOIN LATERAL asset_viewers(n.id, via.company_id) AS v
      WHERE n.hidden AND NOT o.hidden;
  ELSIF TG_TABLE_NAME = 'users' THEN
    INSERT INTO sync_removals (kind, row_id, user_id, company_id)
      SELECT 'user', n.id, adm.id, NULL::integer
      FROM old_rows o JOIN new_rows n USING (id)
      JOIN users adm ON adm.company_id = n.company_id AND adm.user_role_id IN (1, 2)
      WHERE n.hidden AND NOT o.hidden
      UNION ALL
      SELECT 'user', n.id, NULL, cr.client_company_id
      FROM old_rows o JOIN new_rows n USING (id)
      JOIN company_relations cr ON cr.provider_company_id = n.company_id
      WHERE n.hidden AND NOT o.hidden;
  ELSE
    INSERT INTO sync_removals (kind, row_id, company_id)
      SELECT gone.kind, gone.id, cr.client_company_id
      FROM old_rows o JOIN new_rows n USING (id)
      JOIN company_relations cr ON cr.provider_company_id = n.id
      CROSS JOIN LATERAL (SELECT 'thirdPartyCompany', n.id
                          UNION ALL SELECT 'user', u.id FROM users u WHERE u.company_id = n.id) AS gone(kind, id)
      WHERE n.hidden AND NOT o.hidden;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER assets_hidden_removed AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_hidden_removed();
CREATE TRIGGER users_hidden_removed AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_hidden_removed();
CREATE TRIGGER companies_hidden_removed AFTER UPDATE ON companies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_hidden_removed();
