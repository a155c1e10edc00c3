import Mosque from '@mui/icons-material/Mosque';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { siteNameOf, useSettings } from '../../lib/get-settings';

/** The logo image when one is set (else a simple mark) and the site name, linking home. */
export function Brand({ onClick }: { onClick?: () => void }) {
  const settings = useSettings();
  const name = siteNameOf(settings);
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
        borderRadius: 2,
      }}
    >
      {settings.logoUrl ? (
        <Box
          component="img"
          src={settings.logoUrl}
          alt=""
          width={40}
          height={40}
          sx={{ width: 40, height: 40, objectFit: 'contain', flexShrink: 0 }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Mosque fontSize="small" />
        </Box>
      )}
      <Typography
        component="span"
        noWrap
        sx={{
          fontFamily: 'ui-serif, Georgia, Cambria, "Times New Roman", serif',
          fontWeight: 700,
          fontSize: { xs: '1.05rem', sm: '1.25rem' },
          lineHeight: 1.2,
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
