import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminNavItem } from './nav-items';

/** Every screen shows the button; the menu's code (MUI's Menu, Popover, Modal) waits for a click. */
const MoreNavMenu = lazy(() =>
  import('./more-nav-menu').then((module) => ({ default: module.MoreNavMenu })),
);

/** The nav's "More" menu: the entries that do not fit the bar on a laptop-wide screen. */
export function MoreNav({ items }: { items: readonly AdminNavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first open on, so closing plays its transition.
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const current = items.some((item) => pathname.startsWith(item.to));
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMoreIcon />}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        sx={{
          px: 1.25,
          minWidth: 0,
          whiteSpace: 'nowrap',
          ...(current && { color: 'primary.main', bgcolor: 'action.selected' }),
        }}
      >
        More
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MoreNavMenu id={menuId} items={items} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
