-- The asset sync's issues, kept ready by the database (DESIGN §5, issue 14): each issue's read shape as JSON
-- text, so that a full pull of 100,000 issues concatenates stored text instead of joining names and gathering
-- nine lists per issue (four times the bare read of the rows). The text lacks the one per-viewer field,
-- isInteractive, and its closing brace: a pull appends both. The columns beside it are those the pull filters
-- on and the isInteractive rule reads.
--
-- It is kept exact by the change tracking of 0006: every write that changes what an issue's read shape shows
-- (its lists, follow-ups, photos, assignments, notices, the area's and the initiator's names) updates the
-- issue's row, and every insert or update of an issue rebuilds its text when the transaction commits (a
-- deferred trigger: after the transaction's last write, once per issue). The reference names (issue types,
-- species, actions …) are seeded lists that nothing edits.
CREATE TABLE issue_sync_rows (
  id integer PRIMARY KEY REFERENCES vegetation_issues(id) ON DELETE CASCADE,
  asset_id integer NOT NULL,
  user_id integer NOT NULL,
  original_issue_id integer,
  -- Who recorded the issue's chain original (an issue's recorder never changes).
  chain_user_id integer NOT NULL,
  hidden boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The transaction that built the text: a commit's later events for the same issue find it built.
  built_by xid8 NOT NULL,
  body text NOT NULL
);
CREATE INDEX issue_sync_rows_sync_idx ON issue_sync_rows (asset_id, updated_at, id);

-- The builder is generated from the read shape in code (issueSyncRows.ts) when the server starts, and
-- replaced (and every text rebuilt) when that shape changes; until then it builds nothing.
CREATE FUNCTION issue_sync_rows_build(ids integer[]) RETURNS void LANGUAGE sql AS 'SELECT';

CREATE FUNCTION issue_sync_rows_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT FROM issue_sync_rows WHERE id = NEW.id AND built_by = pg_current_xact_id()) THEN
    PERFORM issue_sync_rows_build(ARRAY[NEW.id]);
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER issue_sync_rows_refresh AFTER INSERT OR UPDATE ON vegetation_issues
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION issue_sync_rows_refresh();
