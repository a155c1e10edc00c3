import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { SCROLL_THRESHOLD_PX } from '@umrah/domain/constants';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useHydrated } from '../../hooks/use-hydrated';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { WhatsAppButton } from '../ui/whatsapp-button';

const MOBILE_MENU_ID = 'mobile-menu';

// The slide-out menu (MUI Drawer) is only needed on small screens, once opened.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The sticky top bar: brand, links, theme toggle, WhatsApp and Book Now (spec section 2). */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const [menuUsed, setMenuUsed] = useState(false);
  // Spec section 4: the bar is "scrolled" past 20 px; we use it for a soft shadow.
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_THRESHOLD_PX });

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      data-scrolled={scrolled}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: scrolled ? '0 6px 24px rgba(0,0,0,0.08)' : 'none',
        transition: 'box-shadow 200ms ease',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 76 }, gap: 2 }}>
          <Brand />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 'auto' }}
          >
            {NAV_LINKS.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                end={link.to === '/'}
                color="inherit"
                sx={{
                  borderRadius: 2,
                  px: 1.5,
                  fontWeight: 600,
                  color: 'text.secondary',
                  '&.active': { color: 'primary.main', bgcolor: 'action.hover' },
                  '&:hover': { color: 'primary.main' },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, ml: { xs: 'auto', md: 0 } }}>
            <ThemeToggle />
            <WhatsAppButton sx={{ display: { xs: 'none', md: 'inline-flex' } }} />
            <Button
              component={RouterLink}
              to="/booking"
              variant="contained"
              color="accent"
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              Book Now
            </Button>
            <IconButton
              onPointerEnter={() => void loadMobileMenu()}
              onFocus={() => void loadMobileMenu()}
              onClick={() => {
                setMenuUsed(true);
                setMenuOpen(true);
              }}
              // A tap before the browser has taken the page over would do nothing.
              disabled={!hydrated}
              aria-label="Open menu"
              aria-controls={MOBILE_MENU_ID}
              aria-expanded={menuOpen}
              color="inherit"
              sx={{ display: { md: 'none' }, border: 1, borderColor: 'divider' }}
            >
              <MenuIcon />
            </IconButton>
          </Box>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
