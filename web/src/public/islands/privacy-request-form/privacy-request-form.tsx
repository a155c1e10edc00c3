import { SPAM_CHECK_FIELD } from '@umrah/domain/model/constants';
import { formatDate } from '@umrah/domain/model/locale-format';
import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { emailedOf, newSubmissionId, postJson, referenceOf } from '../forms/api';
import { Confirmation, type SentConfirmation } from '../forms/confirmation';
import { FormIcon } from '../forms/form-icons';
import {
  FormFields,
  Honeypot,
  SelectField,
  submitState,
  TextField,
  Toast,
  useHydrated,
  useToast,
} from '../forms/form-parts';
import { failureText, useFormText, type FormTextProps } from '../forms/form-text';
import { loadPrivacyRequestRules, type Check } from '../forms/load-schemas';
import { NameEmailFields } from '../forms/name-email-fields';
import { createSpamCheck } from '../forms/spam-check';
import { useForm } from '../forms/use-form';
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
  const hydrated = useHydrated();
  const errorsOf = useCallback((rules: Check<PrivacyWebRequestInput>, values: PrivacyValues) => {
    const result = rules(requestOf(values));
    return result.ok ? {} : result.errors;
  }, []);
  const loadRules = useCallback(() => loadPrivacyRequestRules(language), [language]);
  const form = useForm(EMPTY, loadRules, errorsOf);
  const { toast, show, close } = useToast();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<(SentConfirmation & { dueDate: string }) | null>(null);
  const [spamCheck] = useState(() => createSpamCheck('privacy'));
  const formRef = useRef<HTMLFormElement>(null);
  // One id per request: a retry after a failure sends the same id, so it is stored once.
  const submissionId = useRef<string | null>(null);
  const id = (field: string) => `privacy-request-${field}`;

  // What the visitor typed before the island woke is theirs.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    if (form.adopt(element) || element.contains(document.activeElement)) {
      form.warm();
      spamCheck.start();
    }
    // Once, on waking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const rules = await form.rules();
      const values = form.latest();
      const result = rules(requestOf(values));
      if (!result.ok) {
        form.markSubmitted();
        const first = FIELDS.find((field) => result.errors[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
        return;
      }
      const sentId = (submissionId.current ??= newSubmissionId());
      const solution = await spamCheck.take();
      const answer = await postJson('/api/privacy-requests', {
        ...result.value,
        submissionId: sentId,
        language,
        website: values.website,
        [SPAM_CHECK_FIELD]: solution,
      });
      submissionId.current = null;
      const dueDate = String((answer as { dueDate?: unknown } | null)?.dueDate ?? '');
      const kind = KINDS.find(([k]) => k === result.value.kind);
      setSent({
        reference: referenceOf(answer, sentId),
        emailed: emailedOf(answer),
        email: result.value.email,
        dueDate,
        summary: [
          [t('forms.contact.name'), result.value.name],
          [t('forms.common.email'), result.value.email],
          [t('forms.privacy.kind'), kind ? t(kind[1]) : result.value.kind],
          ...(result.value.details
            ? [[t('forms.privacy.details'), result.value.details] as [string, string]]
            : []),
        ],
      });
      form.reset(EMPTY);
    } catch (error) {
      show({
        title: t('forms.privacy.notSent'),
        description: failureText(error, t),
        severity: 'error',
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => form.field(name, id(name));
  const submit = submitState(hydrated, sending);

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
          onAnother={() => setSent(null)}
        />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label={t('forms.privacy.formLabel')}
          className="form"
          onSubmit={(event) => void handleSubmit(event)}
          onFocus={() => {
            form.warm();
            spamCheck.start();
          }}
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
            <button
              type="submit"
              className="btn btn--primary btn--lg form__submit"
              disabled={submit.disabled}
              aria-busy={submit['aria-busy']}
            >
              {submit.waiting
                ? t('forms.common.preparing')
                : sending
                  ? t('forms.contact.sending')
                  : t('forms.privacy.send')}
              {!sending && <FormIcon name="send" />}
            </button>
          </FormFields>
        </form>
      )}
      <Toast toast={toast} onClose={close} closeLabel={t('forms.common.close')} />
    </>
  );
}
