import { matchPath } from 'react-router';
import type { Tool } from './session';

/** Public routes (no login): login home, password reset and the platform-admin screen. */
export const PUBLIC_PATHS = ['/', '/login', '/reset-password-form', '/reset-password', '/admin'] as const;

export const HOME = '/';
export const DASHBOARD = '/dashboard';
export const CULVERT_HOME = '/culvert-asset-view';
export const PENDING_CHANGES = '/pending-changes';

/** The Pending changes screen scrolled to one queued change (by its uuid), which it highlights. */
export function pendingChangePath(uuid: string): string {
  return `${PENDING_CHANGES}?change=${encodeURIComponent(uuid)}`;
}

export interface RouteMeta {
  path: string;
  title: string;
  /** Which tool the route belongs to; 'common' routes work in both. */
  tool: Tool | 'common';
  /** Client companies only (a missing company type counts as third party); else go here. */
  clientOnly?: string;
  /** Admin roles (1, 2) only; else go here. */
  adminOnly?: string;
  /** The list page an Exit button (with its confirm dialog) returns to. */
  exitTo?: string;
  /** The Map View / List View toggle is shown: always, or only on small screens. */
  mapToggle?: 'always' | 'small';
  /** The page needs a selected asset ('Company not set up with any assets.' otherwise). */
  needsAsset?: boolean;
}

const r = (meta: RouteMeta): RouteMeta => meta;

/** Every logged-in route of both spec documents. */
export const APP_ROUTES: RouteMeta[] = [
  r({ path: '/dashboard', title: 'Dashboard', tool: 'vegetation', needsAsset: true }),
  r({
    path: '/overview',
    title: 'Asset Overview',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    mapToggle: 'always',
    needsAsset: true,
  }),
  r({
    path: '/vegetation-issues',
    title: 'Vegetation Issues',
    tool: 'vegetation',
    mapToggle: 'always',
    needsAsset: true,
  }),
  r({
    path: '/vegetation-issues/add',
    title: 'Add Issue',
    tool: 'vegetation',
    exitTo: '/vegetation-issues',
    needsAsset: true,
  }),
  r({
    path: '/vegetation-issues/edit/:id',
    title: 'Edit Vegetation Issue',
    tool: 'vegetation',
    clientOnly: '/vegetation-issues',
    exitTo: '/vegetation-issues',
    needsAsset: true,
  }),
  r({
    path: '/sub-assets',
    title: 'Sub Assets',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/add-sub-asset',
    title: 'Add Sub Asset',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/edit-sub-asset/:id',
    title: 'Edit Sub Asset',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/management-areas-list/:id',
    title: 'Management Areas',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/service-providers',
    title: 'Assign To Service Providers',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/service-provider-issue-list/:id',
    title: 'Assigned Issues List',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/service-provider-assign-issues/:id',
    title: 'Assign Issues',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/assign-issues',
    title: 'Assign to Users',
    tool: 'vegetation',
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/user-issue-list/:id',
    title: 'Assigned Issues',
    tool: 'vegetation',
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/user-assign-issues/:id',
    title: 'Assign Issues',
    tool: 'vegetation',
    adminOnly: DASHBOARD,
    needsAsset: true,
  }),
  r({
    path: '/species-customization',
    title: 'Species Customization',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    adminOnly: DASHBOARD,
  }),
  r({
    path: '/species-list/:id',
    title: 'Species List',
    tool: 'vegetation',
    clientOnly: DASHBOARD,
    adminOnly: DASHBOARD,
  }),
  r({ path: '/alerts', title: 'Alerts', tool: 'common' }),
  r({ path: '/users', title: 'Users', tool: 'common' }),
  r({ path: '/set-lsd-grid', title: 'LSD Grid', tool: 'common' }),
  r({ path: '/feedback', title: 'Feedback', tool: 'common' }),
  r({ path: PENDING_CHANGES, title: 'Pending changes', tool: 'common' }),
  r({ path: '/offline-maps', title: 'Offline maps', tool: 'common' }),
  r({
    path: '/culvert-asset-view',
    title: 'Culverts',
    tool: 'culvert',
    mapToggle: 'small',
    needsAsset: true,
  }),
  r({
    path: '/culvert/add',
    title: 'Add Culvert',
    tool: 'culvert',
    clientOnly: CULVERT_HOME,
    needsAsset: true,
  }),
  r({
    path: '/culverts/edit/:id?',
    title: 'Edit Culvert',
    tool: 'culvert',
    clientOnly: CULVERT_HOME,
    exitTo: CULVERT_HOME,
    needsAsset: true,
  }),
  // A culvert link (a label's QR code): opens the culvert's card on the list.
  r({ path: '/culverts', title: 'Culverts', tool: 'culvert', needsAsset: true }),
  r({ path: '/culvert-inspections', title: 'Culvert Inspections', tool: 'culvert', needsAsset: true }),
  r({
    path: '/culvert-inspections/add',
    title: 'Add Culvert Inspection',
    tool: 'culvert',
    // Client companies, or anyone following up a given culvert (?siteCulvertId=…); checked by the gate.
    clientOnly: '/culvert-inspections',
    exitTo: '/culvert-inspections',
    needsAsset: true,
  }),
  r({
    path: '/culvert-inspections/edit/:id?',
    title: 'Edit Culvert Inspection',
    tool: 'culvert',
    clientOnly: '/culvert-inspections',
    exitTo: '/culvert-inspections',
    needsAsset: true,
  }),
];

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname);
}

/** The registered route a location is on, if any. */
export function routeFor(pathname: string): RouteMeta | undefined {
  return APP_ROUTES.find((meta) => matchPath({ path: meta.path, end: true }, pathname));
}

/** Where switching tool sends the user: only when the current route belongs to the other tool. */
export function toolSwitchTarget(pathname: string, to: Tool): string | null {
  const meta = routeFor(pathname);
  if (!meta || meta.tool === 'common' || meta.tool === to) return null;
  return to === 'culvert' ? CULVERT_HOME : DASHBOARD;
}

export const isMapToggleRoute = (pathname: string): boolean => routeFor(pathname)?.mapToggle !== undefined;
