import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { APP_VERSION, DRAWER_WIDTH, TOP_BAR_HEIGHT } from '@verge/domain';
import { Fragment } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { useSession } from '../../base/session';
import { safeArea } from '../../base/theme';
import { navGroups } from './navItems';

export const DRAWER_CSS_WIDTH = safeArea('left', DRAWER_WIDTH);

export function SideNav({
  permanent,
  open,
  onClose,
}: {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const session = useSession();
  const location = useLocation();
  const groups = navGroups(session.tool, session);
  const active = (path: string) => !!matchPath({ path, end: false }, location.pathname);
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box
        sx={{
          height: safeArea('top', TOP_BAR_HEIGHT),
          pt: safeArea('top'),
          pl: safeArea('left', 16),
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexShrink: 0,
        }}
      >
        <Typography variant="h6" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
          VERGE
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {session.tool === 'vegetation' ? 'Vegetation' : 'Culverts'}
        </Typography>
      </Box>
      <Divider />
      <Box
        component="nav"
        aria-label="Main navigation"
        sx={{ flex: 1, overflowY: 'auto', pl: safeArea('left') }}
      >
        {groups.map((group) => (
          <Fragment key={group.heading ?? 'main'}>
            <List
              dense
              subheader={
                group.heading ? (
                  <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
                    {group.heading}
                  </ListSubheader>
                ) : undefined
              }
            >
              {group.items.map((item) => (
                // A list holds list items only; the link sits inside one.
                <ListItem key={item.path} disablePadding>
                  <ListItemButton
                    component={Link}
                    to={item.path}
                    selected={active(item.path)}
                    aria-current={active(item.path) ? 'page' : undefined}
                    onClick={permanent ? undefined : onClose}
                    sx={{ mx: 1, borderRadius: 1 }}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Fragment>
        ))}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 2, py: 1, pb: safeArea('bottom', 8) }}
        data-testid="app-version"
      >
        Version {APP_VERSION}
      </Typography>
    </Box>
  );
  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || open}
      onClose={onClose}
      // Opened over the page on small screens, the drawer is a dialog, and a dialog needs a name.
      slotProps={{ paper: permanent ? undefined : { 'aria-label': 'Navigation' } }}
      sx={{
        width: permanent ? DRAWER_CSS_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_CSS_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}
