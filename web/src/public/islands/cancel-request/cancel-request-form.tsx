import { todayInTimeZone } from '@umrah/domain/model/dates';
import { formatDate } from '@umrah/domain/model/locale-format';
import type { CancellationRequest } from '@umrah/domain/model/money/cancellation';
import type { CancellationRequestInput } from '@umrah/domain/schemas/cancellation-request';
import { useCallback, useMemo, useRef, useState } from 'react';
import { postJson } from '../forms/api';
import { FormFields, SelectField, SubmitButton, TextField, Toast } from '../forms/form-parts';
import { useFormText, type FormT, type FormTextProps } from '../forms/form-text';
import { loadCancellationRules, type Check, type FieldErrors } from '../forms/load-schemas';
import { useForm } from '../forms/use-form';
import { useIslandSubmit } from '../forms/use-island-submit';

export interface CancelRequestFormProps extends FormTextProps {
  token: string;
  /** The booking's travellers. */
  travellers: number;
  /** Their names when every one is known (the form ticks names), else empty (it asks how many). */
  names: string[];
  /** The request waiting for the agency's answer, if any. */
  request: CancellationRequest | null;
}

interface CancelValues {
  scope: string;
  travellers: string;
  /** No control of its own: the ticked `pick{n}` boxes; here so its error has a place. */
  names: string;
  reason: string;
  confirm: boolean;
  /** Never shown: the pipeline sends it as the honeypot (the link vouches for the sender). */
  website: string;
  [pick: `pick${number}`]: boolean;
}

/** Field order, for moving focus to the first problem. */
const FIELDS = ['scope', 'travellers', 'names', 'reason', 'confirm'] as const;

function emptyValues(names: readonly string[]): CancelValues {
  const values: CancelValues = {
    scope: '',
    travellers: '1',
    names: '',
    reason: '',
    confirm: false,
    website: '',
  };
  names.forEach((_, i) => (values[`pick${i}`] = false));
  return values;
}

const requestOf = (values: CancelValues, names: readonly string[]) => ({
  scope: values.scope,
  travellers: values.travellers,
  names: names.filter((_, i) => values[`pick${i}`]),
  reason: values.reason,
  confirm: values.confirm,
});

/** A ticked name's own error ("names[1]") is the names' error: one place under the boxes. */
function folded(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.startsWith('names[') ? 'names' : key;
    out[field] ??= message;
  }
  return out;
}

/** "Your request to cancel 2 travellers was sent on 29 November 2026; the agency will reply…" */
export function CancellationSummary({
  request,
  travellers,
  locale,
  t,
}: {
  request: CancellationRequest;
  travellers: number;
  locale: FormTextProps['locale'];
  t: FormT;
}) {
  const what =
    request.travellers >= travellers
      ? t('forms.cancel.whole')
      : request.names.length
        ? request.names.join(', ')
        : t('forms.cancel.count', { count: request.travellers });
  const day = request.at ? todayInTimeZone(undefined, new Date(request.at)) : '';
  return (
    <div className="pay__notice pay__notice--ok trip__cancel-sent" role="status">
      <p>{t('forms.cancel.sent', { what, date: formatDate(day, locale) })}</p>
      <p className="small">{t('forms.cancel.sentReason', { reason: request.reason })}</p>
    </div>
  );
}

/**
 * The trip page's request to cancel: the whole booking or some travellers (ticked by name, or
 * how many), a reason and an explicit confirmation, checked by the server's own schema and sent
 * through the public forms' pipeline (no proof-of-work: the trip link vouches for the sender).
 * Once sent, or when a request is already open, it says what was asked and when; "Change my
 * request" brings the form back (a new request replaces the open one).
 */
export function CancelRequestForm(props: CancelRequestFormProps) {
  const { t, language } = useFormText(props);
  const { names, travellers } = props;
  const booking = useMemo(() => ({ travellers, names }), [travellers, names]);
  const empty = useMemo(() => emptyValues(names), [names]);
  const errorsOf = useCallback(
    (rules: Check<CancellationRequestInput>, values: CancelValues) => {
      const result = rules(requestOf(values, names));
      return result.ok ? {} : folded(result.errors);
    },
    [names],
  );
  const rulesRef = useRef<Promise<Check<CancellationRequestInput>> | null>(null);
  const loadRules = useCallback(() => {
    rulesRef.current ??= loadCancellationRules(language, booking).catch((error: unknown) => {
      rulesRef.current = null;
      throw error;
    });
    return rulesRef.current;
  }, [language, booking]);
  const form = useForm(empty, loadRules, errorsOf);
  const id = (field: string) => `cancel-${field}`;
  const fieldId = (field: string) =>
    field === 'scope' ? id('scope-all') : field === 'names' ? id('pick0') : id(field);
  const formRef = useRef<HTMLFormElement>(null);
  const [editing, setEditing] = useState(false);
  const submission = useIslandSubmit({
    form,
    formRef,
    spamCheck: null,
    t,
    language,
    empty,
    check: (rules, values) => {
      const result = rules(requestOf(values, names));
      return result.ok ? result : { ok: false, errors: folded(result.errors) };
    },
    fields: FIELDS,
    fieldId,
    post: (fields) => postJson(`/api/trip/${encodeURIComponent(props.token)}/cancellation`, fields),
    confirmation: ({ answer }) => (answer as { request: CancellationRequest }).request,
    onAccepted: () => setEditing(false),
    failureTitle: t('forms.cancel.notSent'),
  });
  const open = submission.sent ?? props.request;
  const showForm = open === null || editing;
  const { values } = form;
  const some = values.scope === 'some';
  const scopeError = form.errorOf('scope');
  const namesError = form.errorOf('names');
  const confirmError = form.errorOf('confirm');
  return (
    <>
      {open && (
        <CancellationSummary request={open} travellers={travellers} locale={props.locale} t={t} />
      )}
      {open && !showForm && (
        <p>
          <button type="button" className="btn btn--outline" onClick={() => setEditing(true)}>
            {t('forms.cancel.change')}
          </button>
        </p>
      )}
      {open && showForm && <p className="muted small">{t('forms.cancel.replaces')}</p>}
      {showForm && (
        <form
          ref={formRef}
          noValidate
          aria-label={t('forms.cancel.formLabel')}
          className="form trip__cancel-form"
          onSubmit={submission.onSubmit}
          onFocus={submission.onFocus}
        >
          <FormFields>
            <fieldset
              className="field trip__cancel-group"
              aria-describedby={scopeError ? id('scope-error') : undefined}
            >
              <legend className="field__label">
                {t('forms.cancel.scope')}
                <span aria-hidden="true"> *</span>
              </legend>
              {(['all', 'some'] as const).map((scope) => (
                <div className="check" key={scope}>
                  <input
                    id={id(`scope-${scope}`)}
                    className="check__input"
                    type="radio"
                    name="scope"
                    value={scope}
                    checked={values.scope === scope}
                    onChange={() => form.set('scope', scope)}
                    aria-invalid={scopeError ? true : undefined}
                  />
                  <label className="check__label" htmlFor={id(`scope-${scope}`)}>
                    {scope === 'all'
                      ? t('forms.cancel.scopeAll', { count: travellers })
                      : t('forms.cancel.scopeSome')}
                  </label>
                </div>
              ))}
              {scopeError && (
                <p className="field__error" id={id('scope-error')}>
                  {scopeError}
                </p>
              )}
            </fieldset>
            {some && names.length > 0 && (
              <fieldset
                className="field trip__cancel-group"
                aria-describedby={namesError ? id('names-error') : undefined}
              >
                <legend className="field__label">
                  {t('forms.cancel.which')}
                  <span aria-hidden="true"> *</span>
                </legend>
                {names.map((name, i) => (
                  <div className="check" key={name}>
                    <input
                      id={id(`pick${i}`)}
                      className="check__input"
                      type="checkbox"
                      name={`pick${i}`}
                      checked={values[`pick${i}`] ?? false}
                      onChange={(event) => form.set(`pick${i}`, event.target.checked)}
                    />
                    <label className="check__label" htmlFor={id(`pick${i}`)}>
                      {name}
                    </label>
                  </div>
                ))}
                {namesError && (
                  <p className="field__error" id={id('names-error')}>
                    {namesError}
                  </p>
                )}
              </fieldset>
            )}
            {some && names.length === 0 && (
              <SelectField
                {...form.field('travellers', id('travellers'))}
                label={t('forms.cancel.howMany')}
                required
              >
                {Array.from({ length: travellers }, (_, i) => (
                  <option key={i} value={String(i + 1)}>
                    {i + 1}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              {...form.field('reason', id('reason'))}
              label={t('forms.cancel.reason')}
              placeholder={t('forms.cancel.reasonPlaceholder')}
              rows={4}
              required
            />
            <div className="field">
              <div className="check">
                <input
                  id={id('confirm')}
                  className="check__input"
                  type="checkbox"
                  name="confirm"
                  checked={values.confirm}
                  onChange={(event) => form.set('confirm', event.target.checked)}
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? id('confirm-error') : undefined}
                />
                <label className="check__label" htmlFor={id('confirm')}>
                  {t('forms.cancel.confirm')}
                </label>
              </div>
              {confirmError && (
                <p className="field__error" id={id('confirm-error')}>
                  {confirmError}
                </p>
              )}
            </div>
            <SubmitButton
              state={submission.button}
              className="btn btn--primary btn--block"
              label={t('forms.cancel.send')}
              sendingLabel={t('forms.cancel.sending')}
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
