-- Each issue's read-shape JSON (less the per-viewer isInteractive flag), built by the first pull after it
-- changes and reused by every later pull; `stamp` says which version of the issue it was built from.
CREATE TABLE issue_read_cache (
  issue_id integer PRIMARY KEY REFERENCES vegetation_issues(id),
  stamp timestamptz NOT NULL,
  body text NOT NULL
);
