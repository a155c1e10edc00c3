import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import { SCROLL_THRESHOLD_PX } from '@umrah/domain/constants';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Brand } from './brand';
import { MobileMenuButton } from './mobile-menu-button';
import { NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { WhatsAppButton } from '../ui/whatsapp-button';

/** The sticky top bar: brand, links, theme toggle, WhatsApp and Book Now (spec section 2). */
export function Navbar() {
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
            <MobileMenuButton />
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
