-- An asset's read shape in the app pull carries its species list (app.read.ts): a species added to or taken
-- off the list, or a listed species edited in the reference list, marks the asset changed (0006's mechanism),
-- so the next incremental app pull of everyone who sees the asset brings the new list.
SELECT track_related('asset_species', '{INSERT,DELETE}', 'assets', 't.id IN (SELECT asset_id FROM changed)');
SELECT track_related('species', '{UPDATE}', 'assets',
  't.id IN (SELECT asp.asset_id FROM asset_species asp WHERE asp.species_id IN (SELECT id FROM changed))',
  '{species,score,reference_photo_url,vege_type_id}');
