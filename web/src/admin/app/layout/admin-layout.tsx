import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useAdminSession } from '../../shared/auth/get-admin-session';
import { Loading } from '../../shared/components/query-state';
import { useSmallScreen } from '../../shared/hooks/use-small-screen';
import { HoverTooltip } from '../../shared/components/hover-tooltip';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { MoreNav } from './more-nav';
import { NavLabel } from './nav-label';
import { useLogoutAction } from './use-logout-action';
import { useSessionExpiry } from './use-session-expiry';

/** Small screens only, and only once opened: MUI's Drawer brings Modal and its transitions. */
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);

/** Every admin page but login: the top nav (a menu on small screens), the username and Logout. */
export function AdminLayout() {
  const small = useSmallScreen('lg');
  // Between the menu (below lg) and a screen wide enough for every entry (xl), some go in "More".
  const roomy = !useSmallScreen('xl');
  const inline = ADMIN_NAV_ITEMS.filter((item) => roomy || !item.more);
  const more = ADMIN_NAV_ITEMS.filter((item) => !roomy && item.more);
  const session = useAdminSession();
  const logout = useLogoutAction();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer stays mounted from its first open on, so closing plays its transition.
  const [menuOpened, setMenuOpened] = useState(false);
  useSessionExpiry();
  const username = session.data?.username ?? '';

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography
            component="span"
            variant="h6"
            sx={{ fontWeight: 700, mr: 1, whiteSpace: 'nowrap' }}
          >
            Admin
          </Typography>
          {!small && (
            <Box
              component="nav"
              aria-label="Admin"
              sx={{ display: 'flex', gap: 0.25, flex: 1, minWidth: 0 }}
            >
              {inline.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  color="inherit"
                  sx={{
                    px: 1.25,
                    minWidth: 0,
                    whiteSpace: 'nowrap',
                    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  }}
                >
                  <NavLabel item={item} />
                </Button>
              ))}
              {more.length > 0 && <MoreNav items={more} />}
            </Box>
          )}
          {small && <Box sx={{ flex: 1 }} />}
          {!small && (
            <>
              <HoverTooltip title="View site (new tab)">
                <IconButton
                  color="inherit"
                  href="/"
                  target="_blank"
                  rel="noopener"
                  aria-label="View site"
                >
                  <OpenInNewIcon fontSize="small" />
                </IconButton>
              </HoverTooltip>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ mx: 0.5, maxWidth: 160 }}
                noWrap
                title={`Signed in as ${username}`}
              >
                <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
                  Signed in as{' '}
                </Box>
                <strong>{username}</strong>
              </Typography>
              <Button
                variant="outlined"
                onClick={() => void logout.run()}
                loading={logout.isPending}
              >
                Logout
              </Button>
            </>
          )}
          {small && (
            <IconButton
              edge="end"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuOpened(true);
                setMenuOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      {small && menuOpened && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            username={username}
            onLogout={() => {
              setMenuOpen(false);
              void logout.run();
            }}
          />
        </Suspense>
      )}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
        {/* Each screen's code loads when it is first opened; the bar stays meanwhile. */}
        <Suspense fallback={<Loading label="Opening" />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
