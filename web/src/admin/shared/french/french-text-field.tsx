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

/** A field of the French tab, with the English text it translates as its hint. */
export function FrenchTextField({
  english,
  ...props
}: Omit<ComponentProps<typeof FormTextField>, 'helperText'> & { english: unknown }) {
  return <FormTextField {...props} helperText={<span lang="en">{englishHint(english)}</span>} />;
}
