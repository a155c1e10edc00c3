import Chip from '@mui/material/Chip';
import { formLanguageOf } from '@umrah/domain/model/validation-messages';

const NAMES = { en: 'English', fr: 'French' } as const;

/** The name of the language a pilgrim wrote in (an old request, stored without one: English). */
export function languageName(language: unknown): string {
  return NAMES[formLanguageOf(language)];
}

/** "EN" or "FR": the language the pilgrim wrote in, so staff reply in it. */
export function LanguageChip({ language }: { language: unknown }) {
  const code = formLanguageOf(language);
  return (
    <Chip
      label={code.toUpperCase()}
      title={`Language: ${NAMES[code]}`}
      aria-label={`Language: ${NAMES[code]}`}
      color={code === 'fr' ? 'primary' : 'default'}
      size="small"
      variant="outlined"
    />
  );
}
