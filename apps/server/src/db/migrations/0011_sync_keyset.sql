-- A full asset pull comes in pages, each table in (updated_at, id) order from where the last page ended
-- (a keyset cursor). The sync indexes gain id so a page starts at its key, also among rows stamped alike
-- (a bulk import stamps thousands of rows with one transaction time); incremental pulls use their prefix.
DROP INDEX management_areas_sync_idx;
CREATE INDEX management_areas_sync_idx ON management_areas (asset_id, updated_at, id);
DROP INDEX sub_assets_sync_idx;
CREATE INDEX sub_assets_sync_idx ON sub_assets (asset_id, updated_at, id);
DROP INDEX vegetation_issues_sync_idx;
CREATE INDEX vegetation_issues_sync_idx ON vegetation_issues (asset_id, updated_at, id);
DROP INDEX culverts_sync_idx;
CREATE INDEX culverts_sync_idx ON culverts (asset_id, updated_at, id);
DROP INDEX culvert_inspections_sync_idx;
CREATE INDEX culvert_inspections_sync_idx ON culvert_inspections (asset_id, updated_at, id);
