import { useCallback, useRef } from 'react';
import { postJson } from '../forms/api';
import { Confirmation, type AgencyReach, type SentConfirmation } from '../forms/confirmation';
import { FormFields, Honeypot, SubmitButton, TextField, Toast } from '../forms/form-parts';
import { MarketingConsentCheck } from '../forms/marketing-consent';
import { NameEmailFields } from '../forms/name-email-fields';
import { loadContactRules, type ContactRules } from '../forms/load-schemas';
import { useFormText, type FormTextProps } from '../forms/form-text';
import { useIslandSubmit } from '../forms/use-island-submit';
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
  const errorsOf = useCallback(
    (rules: ContactRules, values: ContactValues) => {
      const result = rules[variant](messageOf(values, variant));
      return result.ok ? {} : result.errors;
    },
    [variant],
  );
  const loadRules = useCallback(() => loadContactRules(language), [language]);
  const form = useForm(EMPTY, loadRules, errorsOf);
  const id = (field: string) => `${variant}-contact-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useIslandSubmit({
    form,
    formRef,
    spamCheck: 'contact',
    t,
    language,
    empty: EMPTY,
    check: (rules, values) => rules[variant](messageOf(values, variant)),
    fields: FIELDS,
    fieldId: id,
    post: (fields) => postJson('/api/contact', fields),
    confirmation: ({ value, reference, emailed }): SentConfirmation => {
      // What the server took (trimmed; no phone from the home page).
      const { name, email, phone, message } = { phone: '', ...value };
      return {
        reference,
        emailed,
        email,
        summary: [
          [t('forms.contact.name'), name],
          [t('forms.common.email'), email],
          ...(phone ? [[t('forms.common.confirm.phone'), phone] as [string, string]] : []),
          [t('forms.contact.message'), message],
        ],
      };
    },
    sentToast: () => ({
      title: t('forms.contact.sentTitle'),
      description: t('forms.contact.sentText'),
      severity: 'success',
    }),
    failureTitle: t('forms.contact.notSent'),
  });
  const { sent, button: submit } = submission;
  const field = (name: (typeof FIELDS)[number]) => form.field(name, id(name));

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
      onAnother={submission.another}
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
          onSubmit={submission.onSubmit}
          onFocus={submission.onFocus}
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
            <SubmitButton
              state={submit}
              className="btn btn--primary btn--lg form__submit form__submit--contact"
              label={t('forms.contact.send')}
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
