import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { NavLink, useLocation } from 'react-router-dom';
import type { AdminNavItem } from './nav-items';
import { NavLabel } from './nav-label';

/** The "More" menu's list; with MUI's Menu (Popover, Modal), loaded on the first open. */
export function MoreNavMenu({
  id,
  items,
  anchor,
  onClose,
}: {
  id: string;
  items: readonly AdminNavItem[];
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) => (
        <MenuItem
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onClose}
          selected={pathname.startsWith(item.to)}
        >
          <NavLabel item={item} />
        </MenuItem>
      ))}
    </Menu>
  );
}
