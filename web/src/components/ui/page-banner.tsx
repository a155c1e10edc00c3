import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { patternBackground } from './pattern';

interface PageBannerProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The deep green banner that opens every inner page, with the page's h1. */
export function PageBanner({ title, subtitle, eyebrow, children }: PageBannerProps) {
  return (
    <Box
      component="header"
      sx={(theme) => ({
        color: '#fff',
        bgcolor: 'deep.main',
        backgroundImage: `${patternBackground}, linear-gradient(135deg, ${(theme.vars ?? theme).palette.deep.main} 0%, ${(theme.vars ?? theme).palette.primary.dark} 100%)`,
        ...theme.applyStyles('dark', {
          backgroundImage: `${patternBackground}, linear-gradient(135deg, ${(theme.vars ?? theme).palette.deep.main} 0%, #17261f 100%)`,
        }),
        py: { xs: 6, md: 9 },
        textAlign: 'center',
      })}
    >
      <Container maxWidth="md">
        {eyebrow && (
          <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant="h1" sx={{ fontSize: 'clamp(2rem, 1.5rem + 2.4vw, 3.25rem)' }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography
            variant="subtitle1"
            sx={{ mt: 2, color: 'rgba(255,255,255,0.86)', maxWidth: 640, mx: 'auto' }}
          >
            {subtitle}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
