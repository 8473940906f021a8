-- An open edit notice shows its author's name (editNotices.read.ts): renaming the author changes the read shape
-- of the record the notice is on. 0006 marked only the records a user initiated; the issue and inspection
-- triggers are recreated with both conditions, and culverts and sub-assets gain theirs (see track_related).
DROP TRIGGER users_update_marks_vegetation_issues ON users;
DROP TRIGGER users_update_marks_culvert_inspections ON users;
SELECT track_related('users', '{UPDATE}', record_table,
  format('%s OR t.id IN (SELECT n.record_id FROM edit_notices n WHERE n.target_type = %L AND NOT n.dismissed
                         AND n.by_user_id IN (SELECT id FROM changed))', initiated, target_type),
  '{first_name,last_name}')
FROM (VALUES ('vegetation_issues', 'vegetation-issue', 't.user_id IN (SELECT id FROM changed)'),
             ('culvert_inspections', 'culvert-inspection', 't.user_id IN (SELECT id FROM changed)'),
             ('culverts', 'culvert', 'false'),
             ('sub_assets', 'sub-asset', 'false')) AS r (record_table, target_type, initiated);
