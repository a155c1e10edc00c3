import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

const MOBILE_MENU_ID = 'mobile-menu';

// The slide-out menu (MUI Drawer) is only needed on small screens, once opened.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The small-screen menu button and the menu it opens. It is a component of its own so that the
 * re-render when hydration ends (the button becomes enabled) touches only it, not the whole bar.
 */
export function MobileMenuButton() {
  const hydrated = useHydrated();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);

  return (
    <>
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
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
