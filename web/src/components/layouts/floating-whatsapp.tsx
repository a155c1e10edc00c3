import WhatsApp from '@mui/icons-material/WhatsApp';
import IconButton from '@mui/material/IconButton';
import { whatsappLink } from '@umrah/domain/whatsapp';
import { useSettings } from '../../lib/get-settings';
import { WHATSAPP_GREEN } from '../ui/whatsapp-button';

/** The WhatsApp chat button fixed at the bottom right of every public page. */
export function FloatingWhatsApp() {
  const { whatsappNumber } = useSettings();
  return (
    <IconButton
      component="a"
      href={whatsappLink(whatsappNumber)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 28 },
        bottom: { xs: 16, md: 28 },
        zIndex: (theme) => theme.zIndex.speedDial,
        width: 60,
        height: 60,
        bgcolor: WHATSAPP_GREEN,
        color: '#fff',
        boxShadow: '0 10px 30px rgba(15, 122, 74, 0.45)',
        '&:hover': { bgcolor: '#0b603a' },
      }}
    >
      <WhatsApp sx={{ fontSize: 30 }} />
    </IconButton>
  );
}
