import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Language = 'en' | 'fr';

/**
 * EN/FR tabs over a content dialog's fields: English (every field) and French (the `fr` group).
 * Only the shown tab is mounted; Formik keeps both tabs' values. A submit that fails shows the
 * tab holding the first error and focuses it (English first), so no error hides in the other tab.
 */
export function LanguageTabs({ english, french }: { english: ReactNode; french: ReactNode }) {
  const [tab, setTab] = useState<Language>('en');
  const { errors, isSubmitting, submitCount } = useFormikContext<Record<string, unknown>>();
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const [focusError, setFocusError] = useState(0);
  // A submit just finished (adjusted while rendering, as React advises for derived state).
  const [wasSubmitting, setWasSubmitting] = useState(isSubmitting);
  if (wasSubmitting !== isSubmitting) {
    setWasSubmitting(isSubmitting);
    if (!isSubmitting && submitCount > 0) {
      const frenchError = 'fr' in errors;
      const englishError = Object.keys(errors).some((key) => key !== 'fr');
      const next: Language | null = englishError ? 'en' : frenchError ? 'fr' : null;
      if (next && next !== tab) {
        setTab(next);
        setFocusError((n) => n + 1);
      }
    }
  }

  useEffect(() => {
    if (!focusError) return;
    panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError]);

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab} onChange={(_e, value: Language) => setTab(value)} aria-label="Language">
          <Tab value="en" label="English" id={`${id}-en`} aria-controls={`${id}-panel`} />
          <Tab value="fr" label="French" id={`${id}-fr`} aria-controls={`${id}-panel`} />
        </Tabs>
      </Box>
      <div ref={panel} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'en' ? english : french}
      </div>
    </>
  );
}
