import { HONEYPOT_FIELD, SPAM_CHECK_FIELD } from '@umrah/domain/model/constants';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';
import { useLayoutEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { emailedOf, newSubmissionId, referenceOf } from './api';
import { submitState, useHydrated, useToast, type ToastMessage } from './form-parts';
import { failureText, type FormT } from './form-text';
import type { CheckResult, FieldErrors } from './load-schemas';
import { createSpamCheck, type SpamCheckedForm } from './spam-check';
import type { FormState } from './use-form';

/** A submission the server took: what was sent and what it answered. */
export interface Accepted<V, T> {
  /** What the rules passed (trimmed), as sent. */
  value: T;
  /** The form's values when it was sent (the honeypot included). */
  values: V;
  /** The server's JSON (null when none). */
  answer: unknown;
  reference: string;
  emailed: boolean;
}

export interface IslandSubmitOptions<V extends { website: string }, R, T, S> {
  form: FormState<V, R>;
  /** The form element (its controls are read on waking, its first problem focused). */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The form the spam check's challenge is bound to; null for a form a private link already
   * vouches for (the trip page's), which sends no proof-of-work.
   */
  spamCheck: SpamCheckedForm | null;
  t: FormT;
  /** The server answers, stores and acknowledges in the page's language. */
  language: FormLanguage;
  /** What an accepted submission clears the form to. */
  empty: V;
  /** The rules' verdict on the values at submit time. */
  check: (rules: R, values: V) => CheckResult<T>;
  /** The fields in the page's order, and their element ids: a failed check focuses the first. */
  fields: readonly string[];
  fieldId: (name: string) => string;
  /** Sends the value with the submission id, language, honeypot and spam check; the answer's JSON. */
  post: (fields: Record<string, unknown>) => Promise<unknown>;
  /** The confirmation that replaces the form. */
  confirmation: (accepted: Accepted<V, T>) => S;
  /** The toast once accepted (none: the confirmation says it all). */
  sentToast?: (accepted: Accepted<V, T>) => ToastMessage;
  /** The toast's title when sending failed (its text says why, in the page's language). */
  failureTitle: string;
  /** The island's own word on a failed check (after focus moved), e.g. a toast. */
  onInvalid?: (errors: FieldErrors, show: (toast: ToastMessage) => void) => void;
  /** The island's own state to clear once accepted. */
  onAccepted?: (accepted: Accepted<V, T>) => void;
  /** After every attempt, sent or not. */
  onSettled?: () => void;
  /**
   * On waking, after the typed values are taken over: the island takes over what else the
   * server's markup holds (a picked file); answers whether it found anything.
   */
  onWake?: (element: HTMLFormElement) => boolean;
}

/**
 * The public forms' one submit pipeline: what was typed before waking is taken over, the spam
 * check is solved from the first focus, a submit checks the rules (focus on the first problem),
 * sends with one submission id per message (a retry after a failure sends the same id, so it is
 * stored once), then shows the confirmation, or a toast saying why it failed.
 */
export function useIslandSubmit<V extends { website: string }, R, T, S>(
  options: IslandSubmitOptions<V, R, T, S>,
) {
  const { form, formRef, t } = options;
  const hydrated = useHydrated();
  const { toast, show, close } = useToast();
  const [sending, setSending] = useState(false);
  // Set once accepted: the confirmation stays where the form was.
  const [sent, setSent] = useState<S | null>(null);
  // The proof-of-work, solved in the background from the first focus.
  const [spamCheck] = useState(() =>
    options.spamCheck ? createSpamCheck(options.spamCheck) : null,
  );
  const submissionId = useRef<string | null>(null);

  const warm = () => {
    form.warm();
    spamCheck?.start();
  };

  // What the visitor typed before the island woke is theirs: take it over before the next paint.
  useLayoutEffect(() => {
    const element = formRef.current;
    if (!element) return;
    const typed = form.adopt(element);
    const found = options.onWake?.(element) ?? false;
    if (typed || found || element.contains(document.activeElement)) warm();
    // Once, on waking: later changes go through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const rules = await form.rules();
      const values = form.latest();
      const result = options.check(rules, values);
      if (!result.ok) {
        form.markSubmitted();
        options.onInvalid?.(result.errors, show);
        const first = options.fields.find((field) => result.errors[field]);
        if (first) {
          formRef.current?.querySelector<HTMLElement>(`#${options.fieldId(first)}`)?.focus();
        }
        return;
      }
      const sentId = (submissionId.current ??= newSubmissionId());
      const solution = spamCheck ? await spamCheck.take() : null;
      const answer = await options.post({
        ...result.value,
        submissionId: sentId,
        language: options.language,
        // The honeypot: empty for people.
        [HONEYPOT_FIELD]: values.website,
        ...(solution !== null && { [SPAM_CHECK_FIELD]: solution }),
      });
      submissionId.current = null;
      const accepted: Accepted<V, T> = {
        value: result.value,
        values,
        answer,
        reference: referenceOf(answer, sentId),
        emailed: emailedOf(answer),
      };
      setSent(options.confirmation(accepted));
      form.reset(options.empty);
      options.onAccepted?.(accepted);
      const done = options.sentToast?.(accepted);
      if (done) show(done);
    } catch (error) {
      show({ title: options.failureTitle, description: failureText(error, t), severity: 'error' });
    } finally {
      options.onSettled?.();
      setSending(false);
    }
  }

  return {
    /** The form's onSubmit. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    /** The form's onFocus: the rules and the spam check start loading. */
    onFocus: warm,
    /** The submit button's state (see submitState). */
    button: submitState(hydrated, sending),
    /** The confirmation once accepted (null: the form shows). */
    sent,
    /** "Send another": the form again. */
    another: () => setSent(null),
    /** The toast's props (one at a time: sent, or why not). */
    toastProps: { toast, onClose: close, closeLabel: t('forms.common.close') },
    show,
  };
}
