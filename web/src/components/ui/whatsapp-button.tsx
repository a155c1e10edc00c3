import WhatsApp from '@mui/icons-material/WhatsApp';
import Button, { type ButtonProps } from '@mui/material/Button';
import { whatsappLink } from '@umrah/domain/whatsapp';
import { useSettings } from '../../lib/get-settings';

/** WhatsApp green, dark enough for white text (4.5:1). */
export const WHATSAPP_GREEN = '#0f7a4a';

type WhatsAppButtonProps = Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'> & {
  /** Prefilled chat message. */
  message?: string;
};

/** Opens a WhatsApp chat with the agency in a new tab. */
export function WhatsAppButton({
  message,
  children = 'WhatsApp',
  sx,
  ...props
}: WhatsAppButtonProps) {
  const { whatsappNumber } = useSettings();
  return (
    <Button
      component="a"
      href={whatsappLink(whatsappNumber, message)}
      target="_blank"
      rel="noopener noreferrer"
      variant="contained"
      startIcon={<WhatsApp />}
      {...props}
      sx={[
        { bgcolor: WHATSAPP_GREEN, color: '#fff', '&:hover': { bgcolor: '#0b603a' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Button>
  );
}
