import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  call,
  newInspection,
  newIssue,
  type TestApp,
  testImage,
  uploadIssuePhoto,
} from '../../../test/testApp';
import { setupWorld, squareAround, type World } from '../../../test/world';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

/** Issue 2's "done means", through the API alone: a script sets up a company and works in it. */
describe('a scripted onboarding, from an empty company to another user’s sync', () => {
  it('creates a company, users, an asset and areas, logs work with photos, and syncs it to a colleague only', async () => {
    const admin = (
      await call(app, 'adminLogin', { username: world.superUser.username, password: 'correct-horse' })
    ).body.token;
    const company = await call(
      app,
      'adminCreateCompany',
      { company_name: 'Prairie Gas Co-op', company_tag: 'PGC', company_type: 'client' },
      admin,
    );
    expect(company.status).toBe(200);
    const companyId = company.body.id;
    const newUser = async (user_name: string, user_role: 'Admin' | 'Field User') => {
      const res = await call(
        app,
        'adminCreateUser',
        {
          company_id: companyId,
          user_name,
          email: `${user_name}@prairie.example`,
          first_name: user_name,
          last_name: 'Prairie',
          password: 'prairie-pass',
          user_role,
        },
        admin,
      );
      expect(res.status).toBe(200);
      return res.body.id;
    };
    const bossId = await newUser('prairie-boss', 'Admin');
    const crewId = await newUser('prairie-crew', 'Field User');
    const asset = await call(
      app,
      'adminCreateAsset',
      { company_id: companyId, asset_name: 'Prairie Lateral', latitude: 53.95, longitude: -116.6 },
      admin,
    );
    const assetId = asset.body.id;
    const area = await call(
      app,
      'adminCreateArea',
      { assetId, name: 'KP 0+000', shape: squareAround(-116.6, 53.95) },
      admin,
    );
    expect(area.status).toBe(200);
    for (const userId of [bossId, crewId]) {
      expect((await call(app, 'adminAssignAssets', { userId, assetIds: [assetId] }, admin)).status).toBe(200);
    }

    // The crew member logs in and records an issue and a culvert inspection, each with a photo.
    const crew = (await call(app, 'login', { username: 'prairie-crew', password: 'prairie-pass' })).body
      .token;
    const issue = await call(
      app,
      'issuesCreate',
      newIssue(area.body.id, crewId, { gps_point: { type: 'Point', coordinates: [-116.6, 53.95] } }),
      crew,
    );
    expect(issue.status).toBe(200);
    const photo = { bytes: await testImage(), contentType: 'image/jpeg' };
    const issuePhoto = await uploadIssuePhoto(app, issue.body.uuid, crew, photo.bytes);
    expect(issuePhoto.status).toBe(200);
    const culvert = await call(
      app,
      'culvertsCreate',
      {
        uuid: randomUUID(),
        assetId,
        site_culvert_id: 'PGC-001',
        road_name: 'Lease Road 4',
        is_fish_habitat: true,
        has_markers: false,
        length: 9,
        diameter: 0.45,
        direction_of_flow: 'East to West',
        inlet_location: { type: 'Point', coordinates: [-116.6, 53.951] },
        outlet_location: { type: 'Point', coordinates: [-116.6001, 53.951] },
      },
      crew,
    );
    expect(culvert.status).toBe(200);
    const inspection = await call(app, 'inspectionsCreate', newInspection(culvert.body.id, crewId), crew);
    expect(inspection.status).toBe(200);
    const inspectionPhoto = await call(
      app,
      'photosUpload',
      {
        uuid: randomUUID(),
        targetType: 'culvert-inspection',
        parentUuid: inspection.body.uuid,
        fileType: 'image/jpeg',
      },
      crew,
      photo,
    );
    expect(inspectionPhoto.status).toBe(200);

    // The company admin pulls the asset and sees the crew's work with its photos.
    const boss = (await call(app, 'login', { username: 'prairie-boss', password: 'prairie-pass' })).body
      .token;
    const appSync = await call(app, 'syncApp', { userId: bossId }, boss);
    expect(appSync.body.assets.map((a) => a.id)).toEqual([assetId]);
    expect(appSync.body.users.map((u) => u.user_name).sort()).toEqual(['prairie-boss', 'prairie-crew']);
    const pulled = await call(app, 'syncAsset', { assetId, userId: bossId }, boss);
    expect(pulled.status).toBe(200);
    expect(pulled.body.areas.map((a) => a.name)).toEqual(['KP 0+000']);
    const seenIssue = pulled.body.issues.find((i) => i.id === issue.body.id);
    expect(seenIssue?.photos).toEqual([issuePhoto.body.key]);
    expect(seenIssue?.isInteractive).toBe(true);
    expect(pulled.body.culverts.map((c) => c.site_culvert_id)).toEqual(['PGC-001']);
    expect(pulled.body.culvertInspections[0].photos).toEqual([inspectionPhoto.body.key]);

    // Nobody outside the company sees any of it.
    const rival = world.rival.admin;
    expect((await call(app, 'syncAsset', { assetId, userId: rival.id }, rival.token)).status).toBe(404);
    const rivalApp = await call(app, 'syncApp', { userId: rival.id }, rival.token);
    expect(rivalApp.body.assets.map((a) => a.id)).not.toContain(assetId);
    expect((await call(app, 'issuesImage', { key: issuePhoto.body.key }, rival.token)).status).toBe(404);
  });
});
