import type { InspectionFields } from '@verge/domain';
import { relationsFixture } from '@verge/domain/testing/referenceFixtures';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LocalCulvert } from '../../../core/culverts';
import type { LocalInspection } from '../../../core/inspections';
import { beginSession } from '../../../core/session';
import { db } from '../../../core/store/db';
import { addInspection, updateInspection } from './saveInspection';

const RELATIONS = relationsFixture({
  culvertStatuses: [
    { id: 2, culvert_status: 'Fair' },
    { id: 3, culvert_status: 'Poor' },
  ],
  culvertTakenActions: [{ id: 1, inspection_action: 'Debris Cleared', action_type: 'taken' }],
  culvertRequiredActions: [{ id: 22, inspection_action: 'Clear Debris', action_type: 'required' }],
});
const FIELDS: InspectionFields = {
  inspection_date: '2026-11-25T15:07:00.000Z',
  next_inspection_date: '2027-11-25',
  comments: 'Silt at the inlet',
  risk_score: 5,
  culvertStatusId: 3,
  actionsTakenIds: [1],
  actionsRequiredIds: [22],
};
const culvert = (id: number, siteId: string): LocalCulvert => ({
  id,
  uuid: `${siteId}-0000-0000-0000-000000000000`.slice(0, 36).padEnd(36, '0'),
  assetId: 3,
  hidden: false,
  updated_at: '2026-11-01T00:00:00.000Z',
  site_culvert_id: siteId,
  road_name: 'Range Road 190',
  is_fish_habitat: false,
  has_markers: true,
  length: 12,
  diameter: 0.6,
  direction_of_flow: 'North',
  inlet_location: null,
  outlet_location: null,
});
const blob = () => new Blob(['p'], { type: 'image/png' });

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.inspections.clear()]);
  await beginSession(11);
});

describe('adding an inspection', () => {
  it('on a culvert awaiting sync: names it by temporary id and uuid, queues the photos after it, shows the names locally', async () => {
    const awaiting = culvert(-4, 'NEW-1');
    await addInspection(FIELDS, {
      culvert: awaiting,
      userId: 11,
      userName: 'Sam Field',
      photos: [blob()],
      relations: RELATIONS,
    });
    const outbox = await db.outbox.toArray();
    const create = outbox.find((c) => c.call === 'inspectionsCreate');
    expect(create?.input).toMatchObject({
      ...FIELDS,
      culvertId: -4,
      culvertUuid: awaiting.uuid,
      userId: 11,
      hidden: false,
    });
    const photo = outbox.find((c) => c.call === 'photosUpload');
    expect(photo?.call === 'photosUpload' && photo.input).toMatchObject({
      targetType: 'culvert-inspection',
      parentUuid: create?.uuid,
    });
    expect(photo?.dependsOn).toEqual([create?.uuid]);
    const [local] = await db.inspections.toArray();
    expect(local).toMatchObject({
      culvert: 'NEW-1',
      culvertStatus: 'Poor',
      actionsTaken: ['Debris Cleared'],
      actionsRequired: ['Clear Debris'],
      user: 'Sam Field',
    });
    expect(local.id).toBeLessThan(0);
  });

  it('on a synced culvert: no culvertUuid', async () => {
    await addInspection(FIELDS, {
      culvert: culvert(9, 'C-9'),
      userId: 11,
      userName: '',
      photos: [],
      relations: RELATIONS,
    });
    const [create] = await db.outbox.toArray();
    expect(create.input).not.toHaveProperty('culvertUuid');
    expect(create.input).toMatchObject({ culvertId: 9 });
  });
});

describe('editing an inspection', () => {
  it('moves it to another culvert with previousCulvertId, removing and adding photos after the edit', async () => {
    const existing: LocalInspection = {
      ...FIELDS,
      id: 40,
      uuid: 'a'.repeat(36),
      hidden: false,
      updated_at: '2026-11-02T00:00:00.000Z',
      userId: 11,
      user: 'Sam Field',
      culvertId: 9,
      culvert: 'C-9',
      culvertStatus: 'Poor',
      actionsTaken: ['Debris Cleared'],
      actionsRequired: ['Clear Debris'],
      photos: ['k1', 'k2'],
    };
    await db.inspections.put(existing);
    await updateInspection(
      existing,
      { ...FIELDS, culvertStatusId: 2 },
      {
        culvert: culvert(10, 'C-10'),
        photos: { added: [blob()], removedKeys: ['k1'] },
        relations: RELATIONS,
      },
    );
    const outbox = await db.outbox.toArray();
    const edit = outbox.find((c) => c.call === 'inspectionsUpdate');
    expect(edit?.input).toMatchObject({
      id: 40,
      uuid: existing.uuid,
      culvertId: 10,
      previousCulvertId: 9,
      culvertStatusId: 2,
    });
    expect(outbox.filter((c) => c.call !== 'inspectionsUpdate').map((c) => [c.call, c.dependsOn])).toEqual([
      ['photosRemove', [edit?.uuid]],
      ['photosUpload', [edit?.uuid]],
    ]);
    expect(await db.inspections.get(40)).toMatchObject({
      culvertId: 10,
      culvert: 'C-10',
      culvertStatus: 'Fair',
      photos: ['k2'],
    });
  });
});
