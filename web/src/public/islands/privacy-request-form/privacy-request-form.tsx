import { formatDate } from '@umrah/domain/model/locale-format';
import { useCallback, useRef } from 'react';
import { postJson } from '../forms/api';
import { Confirmation, type SentConfirmation } from '../forms/confirmation';
import {
  FormFields,
  Honeypot,
  SelectField,
  SubmitButton,
  TextField,
  Toast,
} from '../forms/form-parts';
import { useFormText, type FormTextProps } from '../forms/form-text';
import { loadPrivacyRequestRules, type Check } from '../forms/load-schemas';
import { NameEmailFields } from '../forms/name-email-fields';
import { useForm } from '../forms/use-form';
import { useIslandSubmit } from '../forms/use-island-submit';
import type { PrivacyWebRequestInput } from '@umrah/domain/schemas/privacy-web-request';
import type { FormMessageId } from '@umrah/i18n/catalogs/forms.en';

export type PrivacyRequestFormProps = FormTextProps;

interface PrivacyValues {
  name: string;
  email: string;
  kind: string;
  details: string;
  /** Honeypot: stays empty for people. */
  website: string;
}

const EMPTY: PrivacyValues = { name: '', email: '', kind: '', details: '', website: '' };

/** Field order, for moving focus to the first problem. */
const FIELDS = ['name', 'email', 'kind', 'details'] as const;

const KINDS: readonly [PrivacyWebRequestInput['kind'], FormMessageId][] = [
  ['access', 'forms.privacy.kindAccess'],
  ['correction', 'forms.privacy.kindCorrection'],
  ['erasure', 'forms.privacy.kindErasure'],
];

const requestOf = ({ name, email, kind, details }: PrivacyValues) => ({
  name,
  email,
  kind,
  details,
});

/**
 * The privacy page's request form: a person asks to see, correct or erase what the agency holds
 * about them. The request lands in the staff's privacy register (due in 30 days), and the page
 * says by when they get an answer.
 */
export function PrivacyRequestForm(props: PrivacyRequestFormProps) {
  const { t, language } = useFormText(props);
  const errorsOf = useCallback((rules: Check<PrivacyWebRequestInput>, values: PrivacyValues) => {
    const result = rules(requestOf(values));
    return result.ok ? {} : result.errors;
  }, []);
  const loadRules = useCallback(() => loadPrivacyRequestRules(language), [language]);
  const form = useForm(EMPTY, loadRules, errorsOf);
  const id = (field: string) => `privacy-request-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useIslandSubmit({
    form,
    formRef,
    spamCheck: 'privacy',
    t,
    language,
    empty: EMPTY,
    check: (rules, values) => rules(requestOf(values)),
    fields: FIELDS,
    fieldId: id,
    post: (fields) => postJson('/api/privacy-requests', fields),
    confirmation: ({ value, answer, reference, emailed }) => {
      const kind = KINDS.find(([k]) => k === value.kind);
      return {
        reference,
        emailed,
        email: value.email,
        dueDate: String((answer as { dueDate?: unknown } | null)?.dueDate ?? ''),
        summary: [
          [t('forms.contact.name'), value.name],
          [t('forms.common.email'), value.email],
          [t('forms.privacy.kind'), kind ? t(kind[1]) : value.kind],
          ...(value.details
            ? [[t('forms.privacy.details'), value.details] as [string, string]]
            : []),
        ],
      } satisfies SentConfirmation & { dueDate: string };
    },
    failureTitle: t('forms.privacy.notSent'),
  });
  const { sent, button: submit } = submission;
  const field = (name: (typeof FIELDS)[number]) => form.field(name, id(name));

  return (
    <>
      {sent ? (
        <Confirmation
          t={t}
          title={t('forms.privacy.sentTitle')}
          text={t('forms.privacy.sentText', { dueDate: formatDate(sent.dueDate, props.locale) })}
          reference={sent.reference}
          email={sent.email}
          emailed={sent.emailed}
          summary={sent.summary}
          next={t('forms.privacy.confirm.next')}
          anotherLabel={t('forms.privacy.confirm.another')}
          onAnother={submission.another}
        />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label={t('forms.privacy.formLabel')}
          className="form"
          onSubmit={submission.onSubmit}
          onFocus={submission.onFocus}
        >
          <FormFields>
            <Honeypot
              form="privacy"
              label={t('forms.common.honeypot')}
              value={form.values.website}
              onChange={(value) => form.set('website', value)}
            />
            <NameEmailFields name={field('name')} email={field('email')} t={t} />
            <SelectField {...field('kind')} label={t('forms.privacy.kind')} required>
              <option value="">{t('forms.privacy.kindChoose')}</option>
              {KINDS.map(([value, label]) => (
                <option key={value} value={value}>
                  {t(label)}
                </option>
              ))}
            </SelectField>
            <TextField
              {...field('details')}
              label={t('forms.privacy.details')}
              placeholder={t('forms.privacy.detailsPlaceholder')}
              rows={3}
            />
            <SubmitButton
              state={submit}
              className="btn btn--primary btn--lg form__submit"
              label={t('forms.privacy.send')}
              sendingLabel={t('forms.contact.sending')}
              icon="send"
              t={t}
            />
          </FormFields>
        </form>
      )}
      <Toast {...submission.toastProps} />
    </>
  );
}
