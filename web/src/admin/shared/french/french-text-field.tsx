import type { ComponentProps } from 'react';
import { FormTextField } from '../components/form-text-field';

const HINT_MAX = 200;

/** The English text shown under a French field, shortened; lists one item after another. */
export function englishHint(english: unknown): string {
  const text = Array.isArray(english)
    ? english.map(String).join(' · ')
    : typeof english === 'string'
      ? english.split('\n').filter(Boolean).join(' · ')
      : '';
  if (text.trim() === '') return 'English: (empty)';
  return `English: ${text.length > HINT_MAX ? `${text.slice(0, HINT_MAX)}…` : text}`;
}

/**
 * A field of the French tab: its input is marked lang="fr" (spell checking, screen readers), and
 * the English text it translates is its hint. `maxLength` for a limit the browser should keep.
 */
export function FrenchTextField({
  english,
  maxLength,
  ...props
}: Omit<ComponentProps<typeof FormTextField>, 'helperText' | 'slotProps'> & {
  english: unknown;
  maxLength?: number;
}) {
  return (
    <FormTextField
      {...props}
      slotProps={{ htmlInput: { lang: 'fr', ...(maxLength ? { maxLength } : {}) } }}
      helperText={<span lang="en">{englishHint(english)}</span>}
    />
  );
}
