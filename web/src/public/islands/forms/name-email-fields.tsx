import type { ComponentProps } from 'react';
import { TextField } from './form-parts';
import type { FormT } from './form-text';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'>;

/** The name and email side by side, as the contact and privacy-request forms ask them. */
export function NameEmailFields({
  name,
  email,
  t,
}: {
  name: FieldProps;
  email: FieldProps;
  t: FormT;
}) {
  return (
    <div className="form__pair">
      <TextField
        {...name}
        label={t('forms.contact.name')}
        placeholder={t('forms.contact.namePlaceholder')}
        autoComplete="name"
        required
      />
      <TextField
        {...email}
        label={t('forms.common.email')}
        type="email"
        placeholder={t('forms.common.emailPlaceholder')}
        autoComplete="email"
        required
      />
    </div>
  );
}
