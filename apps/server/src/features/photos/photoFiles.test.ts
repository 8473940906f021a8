import { API_PREFIX } from '@verge/domain';
import { expect, it } from 'vitest';
import { call, newIssue, type TestApp, testImage, uploadIssuePhoto } from '../../../test/testApp';
import { setupWorld, type World } from '../../../test/world';

let app: TestApp;
let world: World;
setupWorld((started) => {
  ({ app, world } = started);
});

it('keeps originals out of every browser cache, so they do not outlive the session; thumbnails may be kept', async () => {
  const { field } = world.client;
  const issue = await call(app, 'issuesCreate', newIssue(world.client.areaIds[0], field.id), field.token);
  const { key } = (await uploadIssuePhoto(app, issue.body.uuid, field.token, await testImage())).body;
  const served = async (variant: 'file' | 'thumb') => {
    const response = await app.server.inject({
      method: 'GET',
      url: `${API_PREFIX}/photos/${variant}/${key}`,
    });
    expect(response.statusCode).toBe(200);
    return response.headers['cache-control'];
  };
  expect(await served('file')).toBe('no-store');
  expect(await served('thumb')).toBe('private, max-age=31536000, immutable');
});
