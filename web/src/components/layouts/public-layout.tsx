import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { HydrateSeparately } from '../ui/hydrate-separately';
import { lazyNearViewport } from '../ui/lazy-near-viewport';
import { FloatingWhatsApp } from './floating-whatsapp';
import { Navbar } from './navbar';

// Below every page: its code and hydration wait until the visitor scrolls near it.
const Footer = lazyNearViewport('site-footer', () => import('./footer').then((m) => m.Footer));

export const MAIN_ID = 'main-content';

/** The frame of every public page: skip link, navbar, main landmark, footer, WhatsApp button. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 16,
          top: -64,
          zIndex: (theme) => theme.zIndex.tooltip + 1,
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'accent.main',
          color: 'accent.contrastText',
          fontWeight: 700,
          textDecoration: 'none',
          '&:focus': { top: 12 },
        }}
      >
        Skip to main content
      </Box>
      <Navbar />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <HydrateSeparately>{children}</HydrateSeparately>
      </Box>
      <div id="site-footer">
        <Suspense>
          <Footer />
        </Suspense>
      </div>
      <Box component="aside" aria-label="Chat on WhatsApp">
        <FloatingWhatsApp />
      </Box>
    </Box>
  );
}
