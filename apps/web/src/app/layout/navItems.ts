import type { Session, Tool } from '../../base/session';

export interface NavItem {
  label: string;
  path: string;
}
export interface NavGroup {
  /** Group heading; null for the tool's main list. */
  heading: string | null;
  items: NavItem[];
}

/**
 * Side navigation per tool with the role rules of spec 1 §2: Asset Overview and Assign To Service Providers
 * for client (non-third-party) companies, assignment for admins, Asset Setup for client-company admins,
 * System Setup for everyone.
 */
export function navGroups(tool: Tool, session: Pick<Session, 'isClient' | 'isAdmin'>): NavGroup[] {
  const { isClient, isAdmin } = session;
  const main: NavItem[] =
    tool === 'vegetation'
      ? [
          { label: 'Dashboard', path: '/dashboard' },
          ...(isClient ? [{ label: 'Asset Overview', path: '/overview' }] : []),
          { label: 'Vegetation Issues', path: '/vegetation-issues' },
          ...(isAdmin && isClient
            ? [{ label: 'Assign To Service Providers', path: '/service-providers' }]
            : []),
          ...(isAdmin ? [{ label: 'Assign to Users', path: '/assign-issues' }] : []),
        ]
      : [
          { label: 'Culverts', path: '/culvert-asset-view' },
          { label: 'Culvert Inspections', path: '/culvert-inspections' },
        ];
  const groups: NavGroup[] = [{ heading: null, items: main }];
  if (tool === 'vegetation' && isClient && isAdmin) {
    groups.push({
      heading: 'Asset Setup',
      items: [
        { label: 'Sub Assets', path: '/sub-assets' },
        { label: 'Species Customization', path: '/species-customization' },
      ],
    });
  }
  groups.push({
    heading: 'System Setup',
    items: [
      { label: 'Users', path: '/users' },
      { label: 'Alerts', path: '/alerts' },
      { label: 'LSD Grid', path: '/set-lsd-grid' },
    ],
  });
  return groups;
}
