import type { Company, User } from '@verge/domain';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../test/testTokens';
import { APP_ROUTES, routeFor, toolSwitchTarget } from '../base/paths';
import { deriveSession, type Session } from '../base/session';
import { SETTING_DEFAULTS } from '../core/settings';
import { navGroups } from './layout/navItems';
import { gateRedirect, linkAfterLogin } from './RouteGate';

const NOW = Date.UTC(2026, 5, 1);
const future = NOW / 1000 + 3600;

function user(roleId: 1 | 2 | 3): User {
  return {
    id: 5,
    user_name: 'u',
    email: 'u@x.y',
    first_name: 'A',
    last_name: 'B',
    userRoleId: roleId,
    is_active: true,
    companyId: 1,
    assignedIssues: [],
    assetIds: [],
  };
}
const client: Company = { id: 1, company_name: 'C', company_tag: 'C', company_type: 'client' };
const provider: Company = { id: 2, company_name: 'P', company_tag: 'P', company_type: 'thirdParty' };

function session(
  roleId: 1 | 2 | 3,
  company: Company | null,
  tokenValue = fakeToken(5, { expSeconds: future }),
): Session {
  return deriveSession({ ...SETTING_DEFAULTS, token: tokenValue, user: user(roleId), company }, NOW);
}

const meta = (path: string) => APP_ROUTES.find((r) => r.path === path)!;
const none = new URLSearchParams();

describe('login state', () => {
  it('needs a present, unexpired token with a user id, and not a platform-admin token', () => {
    expect(session(1, client).loggedIn).toBe(true);
    expect(session(1, client, fakeToken(5, { expSeconds: NOW / 1000 - 1 })).loggedIn).toBe(false);
    expect(session(1, client, fakeToken(5, { expSeconds: future, isSuper: true })).loggedIn).toBe(false);
    expect(session(1, client, 'not-a-jwt').loggedIn).toBe(false);
    expect(deriveSession(undefined, NOW).ready).toBe(false);
  });
});

describe('route guards', () => {
  it('sends users without login home', () => {
    expect(gateRedirect(meta('/dashboard'), session(1, client, ''), none)).toBe('/');
  });

  it('keeps third-party companies out of client-only routes', () => {
    const s = session(2, provider);
    expect(gateRedirect(meta('/overview'), s, none)).toBe('/dashboard');
    expect(gateRedirect(meta('/sub-assets'), s, none)).toBe('/dashboard');
    expect(gateRedirect(meta('/vegetation-issues/edit/:id'), s, none)).toBe('/vegetation-issues');
    expect(gateRedirect(meta('/culvert/add'), s, none)).toBe('/culvert-asset-view');
    expect(gateRedirect(meta('/culvert-inspections/edit/:id?'), s, none)).toBe('/culvert-inspections');
    expect(gateRedirect(meta('/culvert-inspections/add'), s, none)).toBe('/culvert-inspections');
    expect(
      gateRedirect(meta('/culvert-inspections/add'), s, new URLSearchParams('siteCulvertId=C-1')),
    ).toBeNull();
    expect(gateRedirect(meta('/assign-issues'), s, none)).toBeNull();
  });

  it('treats a missing company type as third party', () => {
    const s = deriveSession(
      { ...SETTING_DEFAULTS, token: fakeToken(5, { expSeconds: future }), user: user(1), company: null },
      NOW,
    );
    expect(gateRedirect(meta('/overview'), s, none)).toBe('/dashboard');
  });

  it('keeps field users out of admin-only routes', () => {
    const s = session(3, client);
    expect(gateRedirect(meta('/assign-issues'), s, none)).toBe('/dashboard');
    expect(gateRedirect(meta('/service-providers'), s, none)).toBe('/dashboard');
    expect(gateRedirect(meta('/overview'), s, none)).toBeNull();
    expect(gateRedirect(meta('/users'), s, none)).toBeNull();
  });

  it('registers every route of both specs', () => {
    const paths = APP_ROUTES.map((r) => r.path);
    for (const path of [
      '/dashboard',
      '/overview',
      '/vegetation-issues',
      '/vegetation-issues/add',
      '/vegetation-issues/edit/:id',
      '/sub-assets',
      '/add-sub-asset',
      '/edit-sub-asset/:id',
      '/management-areas-list/:id',
      '/alerts',
      '/users',
      '/set-lsd-grid',
      '/assign-issues',
      '/service-providers',
      '/service-provider-issue-list/:id',
      '/service-provider-assign-issues/:id',
      '/user-issue-list/:id',
      '/user-assign-issues/:id',
      '/feedback',
      '/species-customization',
      '/species-list/:id',
      '/culvert-asset-view',
      '/culvert/add',
      '/culverts/edit/:id?',
      '/culvert-inspections',
      '/culvert-inspections/add',
      '/culvert-inspections/edit/:id?',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('puts the Exit button on the add and edit pages and the map toggle on its three screens', () => {
    const withExit = APP_ROUTES.filter((r) => r.exitTo).map((r) => r.title);
    expect(withExit.sort()).toEqual(
      [
        'Add Culvert Inspection',
        'Add Issue',
        'Edit Culvert',
        'Edit Culvert Inspection',
        'Edit Vegetation Issue',
      ].sort(),
    );
    expect(APP_ROUTES.filter((r) => r.mapToggle).map((r) => r.path)).toEqual([
      '/overview',
      '/vegetation-issues',
      '/culvert-asset-view',
    ]);
    expect(routeFor('/vegetation-issues/edit/12')?.title).toBe('Edit Vegetation Issue');
  });
});

describe('tool switch', () => {
  it('redirects only from a route of the other tool', () => {
    expect(toolSwitchTarget('/vegetation-issues', 'culvert')).toBe('/culvert-asset-view');
    expect(toolSwitchTarget('/culvert-inspections/add', 'vegetation')).toBe('/dashboard');
    expect(toolSwitchTarget('/users', 'culvert')).toBeNull();
    expect(toolSwitchTarget('/culvert-asset-view', 'culvert')).toBeNull();
  });
});

describe('navigation', () => {
  const labels = (s: Session) =>
    navGroups(s.tool, s).flatMap((g) => [
      ...(g.heading ? [`# ${g.heading}`] : []),
      ...g.items.map((i) => i.label),
    ]);

  it('client admins see everything of the vegetation tool', () => {
    expect(labels(session(1, client))).toEqual([
      'Dashboard',
      'Asset Overview',
      'Vegetation Issues',
      'Assign To Service Providers',
      'Assign to Users',
      '# Asset Setup',
      'Sub Assets',
      'Species Customization',
      '# System Setup',
      'Users',
      'Alerts',
      'LSD Grid',
    ]);
  });

  it('third-party admins get assignment to users but no overview, providers or asset setup', () => {
    expect(labels(session(2, provider))).toEqual([
      'Dashboard',
      'Vegetation Issues',
      'Assign to Users',
      '# System Setup',
      'Users',
      'Alerts',
      'LSD Grid',
    ]);
  });

  it('the culvert tool lists culverts and inspections', () => {
    const s = { ...session(3, client), tool: 'culvert' as const };
    expect(labels(s)).toEqual([
      'Culverts',
      'Culvert Inspections',
      '# System Setup',
      'Users',
      'Alerts',
      'LSD Grid',
    ]);
  });
});

describe('linkAfterLogin', () => {
  it('goes on to a culvert link opened logged out, and to no other page', () => {
    expect(linkAfterLogin({ next: '/culverts?asset=1&siteCulvertId=A1' })).toBe(
      '/culverts?asset=1&siteCulvertId=A1',
    );
    for (const state of [
      { next: '/culvert-asset-view' },
      { next: 'https://evil.example/culverts' },
      { next: 3 },
      null,
    ]) {
      expect(linkAfterLogin(state)).toBeNull();
    }
  });
});
