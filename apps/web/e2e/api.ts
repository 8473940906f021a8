import { API_PREFIX, type CallInput, type CallName, type CallOutput, contract } from '@verge/domain';
import { DEMO, DEMO_PASSWORD, E2E_ADMIN } from './env';

export const baseUrl = (): string => `http://127.0.0.1:${process.env.VERGE_E2E_PORT}`;

/** Call the real server (this worker's, else `server`) directly (test setup and checks), the way the web client does. */
export async function api<N extends CallName>(
  name: N,
  input: CallInput<N> | undefined,
  token?: string,
  server: string = baseUrl(),
): Promise<CallOutput<N>> {
  const definition = contract[name];
  let url = `${server}${API_PREFIX}${definition.path}`;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (definition.method === 'GET') {
    if (input !== undefined) url += `?obj=${encodeURIComponent(JSON.stringify(input))}`;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  }
  const response = await fetch(url, { method: definition.method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text}`);
  return JSON.parse(text) as CallOutput<N>;
}

export async function adminToken(): Promise<string> {
  return (await api('adminLogin', { username: E2E_ADMIN.username, password: E2E_ADMIN.password })).token;
}

export async function userToken(username: string, password: string): Promise<string> {
  return (await api('login', { username, password })).token;
}

/**
 * Set the demo company's duplicate warning distance (issue 39) as its admin. The e2e servers start with it off (the
 * flows record issues at the same few spots again and again); duplicate-warning.test.ts turns it on.
 */
export async function setDemoDuplicateDistance(
  duplicateDistanceM: number,
  server: string = baseUrl(),
): Promise<void> {
  const { token } = await api(
    'login',
    { username: DEMO.clientAdmin, password: DEMO_PASSWORD },
    undefined,
    server,
  );
  await api('companySetDuplicateDistance', { duplicateDistanceM }, token, server);
}

let counter = 0;
/** A name no other test uses. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

/** A square polygon of about 200 m around a point. */
export function squareAround(longitude: number, latitude: number, half = 0.001) {
  return {
    type: 'Polygon' as const,
    coordinates: [
      [
        [longitude - half, latitude - half],
        [longitude + half, latitude - half],
        [longitude + half, latitude + half],
        [longitude - half, latitude + half],
        [longitude - half, latitude - half],
      ] as [number, number][],
    ],
  };
}

/**
 * A client company with one admin user and one asset holding the given number of areas, created through
 * the platform-admin calls. Returns the login and ids.
 */
export async function createClientWithAsset(
  areaCount: number,
  withAsset = true,
): Promise<{
  username: string;
  password: string;
  companyId: number;
  assetId: number | null;
  assetName: string;
  userId: number;
}> {
  const token = await adminToken();
  const name = unique('E2E Client');
  const company = await api(
    'adminCreateCompany',
    { company_name: name, company_tag: 'E2E', company_type: 'client' },
    token,
  );
  const username = unique('e2e.user').replace(/\s+/g, '.').toLowerCase();
  const password = 'e2e-pass-1';
  const user = await api(
    'adminCreateUser',
    {
      company_id: company.id,
      user_name: username,
      email: `${username}@e2e.verge.local`,
      first_name: 'Erin',
      last_name: 'Tester',
      password,
      user_role: 'Admin',
    },
    token,
  );
  const assetName = unique('Asset');
  if (!withAsset)
    return { username, password, companyId: company.id, assetId: null, assetName, userId: user.id };
  const asset = await api(
    'adminCreateAsset',
    { company_id: company.id, asset_name: assetName, latitude: 53.9, longitude: -116.5 },
    token,
  );
  for (let i = 0; i < areaCount; i += 1) {
    await api(
      'adminCreateArea',
      { assetId: asset.id, name: `Area ${i + 1}`, shape: squareAround(-116.5 + i * 0.01, 53.9) },
      token,
    );
  }
  await api('adminAssignAssets', { userId: user.id, assetIds: [asset.id] }, token);
  return { username, password, companyId: company.id, assetId: asset.id, assetName, userId: user.id };
}
