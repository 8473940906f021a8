-- Sub-asset reads list the areas attached to each sub-asset; most areas have none.
CREATE INDEX management_areas_sub_asset_idx ON management_areas (sub_asset_id) WHERE sub_asset_id IS NOT NULL;
