import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router-dom';
import { ADMIN_NAV_ITEMS } from './nav-items';
import { NavLabel } from './nav-label';

interface Props {
  open: boolean;
  onClose: () => void;
  username: string;
  onLogout: () => void;
}

/** The admin nav on small screens: a right-side menu that closes on selection. */
export function MobileNavDrawer({ open, onClose, username, onLogout }: Props) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 280, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography sx={{ flex: 1 }} color="text.secondary" variant="body2" noWrap>
            Signed in as <strong>{username}</strong>
          </Typography>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <nav aria-label="Admin">
          <List>
            {ADMIN_NAV_ITEMS.map((item) => (
              <ListItemButton
                key={item.to}
                component={NavLink}
                to={item.to}
                onClick={onClose}
                sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
              >
                <ListItemText primary={<NavLabel item={item} />} />
              </ListItemButton>
            ))}
            <ListItemButton component="a" href="/" target="_blank" rel="noopener">
              <ListItemText primary="View site" />
            </ListItemButton>
          </List>
        </nav>
        <Box sx={{ mt: 'auto', p: 2 }}>
          <Button variant="outlined" fullWidth onClick={onLogout}>
            Logout
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
