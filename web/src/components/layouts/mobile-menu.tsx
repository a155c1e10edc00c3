import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { Brand } from './brand';
import { NAV_LINKS } from './nav-links';
import { WhatsAppButton } from '../ui/whatsapp-button';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Small screens: the links in a right-side slide-out menu that closes on selection. */
export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  return (
    <Drawer
      id={id}
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 'min(320px, 86vw)', p: 2.5 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Brand onClick={onClose} />
        <IconButton onClick={onClose} aria-label="Close menu" edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Mobile">
        <List disablePadding>
          {NAV_LINKS.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end={link.to === '/'}
              onClick={onClose}
              sx={{
                borderRadius: 2,
                py: 1.5,
                fontWeight: 600,
                fontSize: '1.05rem',
                '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
              }}
            >
              {link.label}
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Stack spacing={1.5} sx={{ mt: 'auto', pt: 3 }}>
        <WhatsAppButton size="large" fullWidth onClick={onClose} />
        <Button
          component={RouterLink}
          to="/booking"
          onClick={onClose}
          variant="contained"
          color="accent"
          size="large"
          fullWidth
        >
          Book Now
        </Button>
      </Stack>
    </Drawer>
  );
}
