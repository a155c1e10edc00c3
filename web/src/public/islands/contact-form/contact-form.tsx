import { useCallback, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { SPAM_CHECK_FIELD } from '@umrah/domain/model/constants';
import { newSubmissionId, postJson, referenceOf, emailedOf } from '../forms/api';
import { Confirmation, type AgencyReach, type SentConfirmation } from '../forms/confirmation';
import { FormIcon } from '../forms/form-icons';
import {
  FormFields,
  Honeypot,
  submitState,
  TextField,
  Toast,
  useHydrated,
  useToast,
} from '../forms/form-parts';
import { MarketingConsentCheck } from '../forms/marketing-consent';
import { NameEmailFields } from '../forms/name-email-fields';
import { loadContactRules, type ContactRules } from '../forms/load-schemas';
import { failureText, useFormText, type FormTextProps } from '../forms/form-text';
import { createSpamCheck } from '../forms/spam-check';
import { useForm } from '../forms/use-form';

export interface ContactFormProps extends FormTextProps {
  /** The home page's variant has no phone field (spec section 3). */
  variant: 'home' | 'page';
  /** The agency's phone, WhatsApp and office hours, for the confirmation (server-made). */
  reach?: AgencyReach;
}

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
  /** "Send me news and offers": unticked unless the visitor ticks it. */
  marketingConsent: boolean;
  /** Honeypot: stays empty for people. */
  website: string;
}

const EMPTY: ContactValues = {
  name: '',
  email: '',
  phone: '',
  message: '',
  marketingConsent: false,
  website: '',
};

/** Field order, for moving focus to the first problem. */
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** What the server is sent (and the rules check): no phone on the home page. */
function messageOf(values: ContactValues, variant: ContactFormProps['variant']) {
  const { name, email, phone, message, marketingConsent } = values;
  return variant === 'page'
    ? { name, email, phone, message, marketingConsent }
    : { name, email, message, marketingConsent };
}

/**
 * The contact form (spec section 5): name, email and message required, phone optional (not on
 * the home page). Submitting shows 'Sending...', then the 'Message Sent!' toast, and clears.
 */
export function ContactForm({ variant, reach, ...text }: ContactFormProps) {
  const { t, language } = useFormText(text);
  const hydrated = useHydrated();
  const errorsOf = useCallback(
    (rules: ContactRules, values: ContactValues) => {
      const result = rules[variant](messageOf(values, variant));
      return result.ok ? {} : result.errors;
    },
    [variant],
  );
  const loadRules = useCallback(() => loadContactRules(language), [language]);
  const form = useForm(EMPTY, loadRules, errorsOf);
  const { toast, show, close } = useToast();
  const [sending, setSending] = useState(false);
  // Set once a message is accepted: the confirmation stays where the form was.
  const [sent, setSent] = useState<SentConfirmation | null>(null);
  // The proof-of-work, solved in the background from the first focus.
  const [spamCheck] = useState(() => createSpamCheck('contact'));
  const formRef = useRef<HTMLFormElement>(null);
  // One id per message: a retry after a failure sends the same id, so it is stored once.
  const submissionId = useRef<string | null>(null);
  const id = (field: string) => `${variant}-contact-${field}`;

  // What the visitor typed before the island woke is theirs: take it over before the next paint.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = form.adopt(element);
    if (typed || element.contains(document.activeElement)) {
      form.warm();
      spamCheck.start();
    }
    // Once, on waking: later changes go through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const rules = await form.rules();
      const values = form.latest();
      const result = rules[variant](messageOf(values, variant));
      if (!result.ok) {
        form.markSubmitted();
        const first = FIELDS.find((field) => result.errors[field]);
        if (first) formRef.current?.querySelector<HTMLElement>(`#${id(first)}`)?.focus();
        return;
      }
      const sentId = (submissionId.current ??= newSubmissionId());
      const solution = await spamCheck.take();
      const answer = await postJson('/api/contact', {
        ...result.value,
        submissionId: submissionId.current,
        // The server answers, stores and acknowledges in the page's language.
        language,
        website: values.website,
        [SPAM_CHECK_FIELD]: solution,
      });
      submissionId.current = null;
      // What the server took (trimmed; no phone from the home page).
      const { name, email, phone, message } = { phone: '', ...result.value };
      setSent({
        reference: referenceOf(answer, sentId),
        emailed: emailedOf(answer),
        email,
        summary: [
          [t('forms.contact.name'), name],
          [t('forms.common.email'), email],
          ...(phone ? [[t('forms.common.confirm.phone'), phone] as [string, string]] : []),
          [t('forms.contact.message'), message],
        ],
      });
      form.reset(EMPTY);
      show({
        title: t('forms.contact.sentTitle'),
        description: t('forms.contact.sentText'),
        severity: 'success',
      });
    } catch (error) {
      show({
        title: t('forms.contact.notSent'),
        description: failureText(error, t),
        severity: 'error',
      });
    } finally {
      setSending(false);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => form.field(name, id(name));
  const submit = submitState(hydrated, sending);

  // The confirmation replaces the form; the toast keeps its place, so its live region stays.
  const confirmation = sent && (
    <Confirmation
      t={t}
      title={t('forms.contact.sentTitle')}
      text={t('forms.contact.sentText')}
      reference={sent.reference}
      email={sent.email}
      emailed={sent.emailed}
      summary={sent.summary}
      next={t('forms.contact.confirm.next')}
      reach={reach}
      anotherLabel={t('forms.contact.confirm.another')}
      onAnother={() => setSent(null)}
    />
  );

  return (
    <>
      {confirmation || (
        <form
          ref={formRef}
          noValidate
          aria-label={t('forms.contact.formLabel')}
          className="form"
          onSubmit={(event) => void handleSubmit(event)}
          onFocus={() => {
            form.warm();
            spamCheck.start();
          }}
        >
          <FormFields>
            <Honeypot
              form={variant}
              label={t('forms.common.honeypot')}
              value={form.values.website}
              onChange={(value) => form.set('website', value)}
            />
            <NameEmailFields name={field('name')} email={field('email')} t={t} />
            {variant === 'page' && (
              <TextField
                {...field('phone')}
                label={t('forms.contact.phoneOptional')}
                type="tel"
                placeholder={t('forms.common.phonePlaceholder')}
                autoComplete="tel"
              />
            )}
            <TextField
              {...field('message')}
              label={t('forms.contact.message')}
              placeholder={t('forms.contact.messagePlaceholder')}
              rows={5}
              required
            />
            <MarketingConsentCheck
              id={id('marketingConsent')}
              checked={form.values.marketingConsent}
              onChange={(checked) => form.set('marketingConsent', checked)}
              t={t}
            />
            <button
              type="submit"
              className="btn btn--primary btn--lg form__submit form__submit--contact"
              disabled={submit.disabled}
              aria-busy={submit['aria-busy']}
            >
              {submit.waiting
                ? t('forms.common.preparing')
                : sending
                  ? t('forms.contact.sending')
                  : t('forms.contact.send')}
              {!sending && <FormIcon name="send" />}
            </button>
          </FormFields>
        </form>
      )}
      <Toast toast={toast} onClose={close} closeLabel={t('forms.common.close')} />
    </>
  );
}
