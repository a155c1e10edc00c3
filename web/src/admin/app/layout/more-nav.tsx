import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { AdminNavItem } from './nav-items';
import { NavLabel } from './nav-label';

/** The nav's "More" menu: the entries that do not fit the bar on a laptop-wide screen. */
export function MoreNav({ items }: { items: readonly AdminNavItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{
          px: 1.25,
          minWidth: 0,
          whiteSpace: 'nowrap',
          ...(current && { color: 'primary.main', bgcolor: 'action.selected' }),
        }}
      >
        More
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.to}
            component={NavLink}
            to={item.to}
            onClick={() => setAnchor(null)}
            selected={pathname.startsWith(item.to)}
          >
            <NavLabel item={item} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
