-- The asset sync's issues, kept ready by the database (DESIGN §5, issue 14): each issue's read shape as JSON
-- text, so that a full pull of 100,000 issues concatenates stored text instead of joining names and gathering
-- nine lists per issue (four times the bare read of the rows). The text lacks the one per-viewer field,
-- isInteractive, and its closing brace: a pull appends both. The columns beside it are those the pull filters
-- on and the isInteractive rule reads.
--
-- It is kept exact by the change tracking of 0006: every write that changes what an issue's read shape shows
-- (its lists, follow-ups, photos, assignments, notices, the area's and the initiator's names) updates the
-- issue's row. Each statement that inserts or updates issues notes them as pending for its transaction; when
-- the transaction commits (a deferred trigger: after its last write) all its pending issues are rebuilt in one
-- statement, once each, whatever the number of writes. The reference names (issue types, species, actions …)
-- are seeded lists that nothing edits.
CREATE TABLE issue_sync_rows (
  id integer PRIMARY KEY REFERENCES vegetation_issues(id) ON DELETE CASCADE,
  asset_id integer NOT NULL,
  user_id integer NOT NULL,
  original_issue_id integer,
  -- Who recorded the issue's chain original (an issue's recorder never changes).
  chain_user_id integer NOT NULL,
  hidden boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  body text NOT NULL
);
CREATE INDEX issue_sync_rows_sync_idx ON issue_sync_rows (asset_id, updated_at, id);

-- The issues a transaction wrote, until it commits (its build empties them): nothing to keep after a crash.
CREATE UNLOGGED TABLE issue_sync_pending (
  xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
  id integer NOT NULL,
  PRIMARY KEY (xact, id)
);

-- The builder is generated from the read shape in code (issueSyncRows.ts) when the server starts, and
-- replaced (and every text rebuilt) when that shape changes; until then it builds nothing.
CREATE FUNCTION issue_sync_rows_build(ids integer[]) RETURNS void LANGUAGE sql AS 'SELECT';

-- verge.issue_sync_rows says whether this transaction has issues pending ('pending') or none left ('built'): the
-- commit's later events read it rather than the pending table, whose deleted rows each would step over.
CREATE FUNCTION issue_sync_rows_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO issue_sync_pending (id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  PERFORM set_config('verge.issue_sync_rows', 'pending', true);
  RETURN NULL;
END $$;
CREATE TRIGGER issue_sync_rows_note_insert AFTER INSERT ON vegetation_issues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION issue_sync_rows_note();
CREATE TRIGGER issue_sync_rows_note_update AFTER UPDATE ON vegetation_issues REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION issue_sync_rows_note();

-- Fires at commit once per pending issue: the first builds them all, the rest find nothing pending.
CREATE FUNCTION issue_sync_rows_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF current_setting('verge.issue_sync_rows', true) IS DISTINCT FROM 'pending' THEN
    RETURN NULL;
  END IF;
  WITH done AS (DELETE FROM issue_sync_pending WHERE xact = pg_current_xact_id() RETURNING id)
  SELECT array_agg(id) INTO ids FROM done;
  PERFORM set_config('verge.issue_sync_rows', 'built', true);
  IF ids IS NOT NULL THEN
    PERFORM issue_sync_rows_build(ids);
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER issue_sync_rows_refresh AFTER INSERT ON issue_sync_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION issue_sync_rows_refresh();
