import { adminToken, api, createClientWithAsset, unique, userToken } from './api';
import { issueRequest } from './pages/IssuesScreen';

export interface WorldUser {
  username: string;
  password: string;
  email: string;
  id: number;
}

async function createUser(
  token: string,
  companyId: number,
  role: 'Admin' | 'Field User',
  first: string,
): Promise<WorldUser> {
  const username = unique('e2e.assign').replace(/\s+/g, '.').toLowerCase();
  const email = `${username}@e2e.verge.local`;
  const password = 'e2e-pass-1';
  const user = await api(
    'adminCreateUser',
    {
      company_id: companyId,
      user_name: username,
      email,
      first_name: first,
      last_name: 'Tester',
      password,
      user_role: role,
    },
    token,
  );
  return { username, password, email, id: user.id };
}

/**
 * A client of its own (admin, field user, one asset with an area) with five issues: originals a, b, c, d and
 * a follow-up of a (aFollowUp); and two third-party companies, not yet its providers, each with an admin.
 * Nothing else in the worker's database shares these rows.
 */
export async function createAssignmentWorld() {
  const client = await createClientWithAsset(1);
  const token = await adminToken();
  const assetId = client.assetId!;
  const [area] = await api('adminAssetAreas', { assetId }, token);
  const field = await createUser(token, client.companyId, 'Field User', 'Fiona');
  await api('adminAssignAssets', { userId: field.id, assetIds: [assetId] }, token);
  const providers = [];
  for (const label of ['Alder', 'Birch']) {
    const name = unique(`${label} Brush Co`);
    const company = await api(
      'adminCreateCompany',
      { company_name: name, company_tag: label.slice(0, 3).toUpperCase(), company_type: 'thirdParty' },
      token,
    );
    providers.push({ name, id: company.id, admin: await createUser(token, company.id, 'Admin', label) });
  }
  const clientToken = await userToken(client.username, client.password);
  const point = { type: 'Point' as const, coordinates: [-116.5, 53.9] as [number, number] };
  const create = async (comment: string, originalIssueId: number | null = null) =>
    (
      await api(
        'issuesCreate',
        issueRequest(area.id, client.userId, comment, { gps_point: point, originalIssueId }),
        clientToken,
      )
    ).id;
  const a = await create('Thistle by the gate');
  const issues = {
    a,
    aFollowUp: await create('Thistle by the gate, sprayed', a),
    b: await create('Burdock on the slope'),
    c: await create('Knapweed near the drain'),
    d: await create('Toadflax at the marker'),
  };
  return {
    client: { ...client, token: clientToken },
    field,
    providers: providers as [(typeof providers)[0], (typeof providers)[0]],
    issues,
  };
}

type World = Awaited<ReturnType<typeof createAssignmentWorld>>;

/**
 * The first provider (Alder) taken on by the client with chains a, b and c assigned to it, and a field user of
 * its own who may open the client's asset: the crew its admin hands work to.
 */
export async function withProviderCrew(world: World) {
  const [alder] = world.providers;
  const { a, b, c } = world.issues;
  await api('providersSave', { third_party_company_ids: [alder.id] }, world.client.token);
  await api(
    'providersSaveAssigned',
    { original_issue_ids: [a, b, c], company_id: alder.id },
    world.client.token,
  );
  const token = await adminToken();
  const crew = await createUser(token, alder.id, 'Field User', 'Casey');
  await api('adminAssignAssets', { userId: crew.id, assetIds: [world.client.assetId!] }, token);
  return { alder, crew };
}
