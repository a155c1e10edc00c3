import { HONEYPOT_FIELD } from '@umrah/domain/model/constants';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { FormIcon, type FormIconName } from './form-icons';
import type { FormT } from './form-text';

/**
 * False in the server's markup and in the browser's first (hydrating) render, true from the
 * render after: both first renders match, and sending unlocks once React has taken the form over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const subscribeNever = () => () => {};

interface FormFieldsProps {
  className?: string;
  children: ReactNode;
}

/**
 * A form's controls. They are live in the server's markup: a visitor types as soon as the page
 * is painted, and the island adopts what was typed when it wakes (`useForm`'s `adopt`). Only the
 * submit button waits for the island (see `submitState`).
 */
export function FormFields({ className = '', children }: FormFieldsProps) {
  return <fieldset className={`form__fields ${className}`}>{children}</fieldset>;
}

/**
 * The submit button's state: disabled and saying so until the island has woken (a native
 * submission would carry the fields into the address and send nothing), disabled while sending.
 * A disabled default button also stops Enter in a field from submitting natively.
 */
export function submitState(hydrated: boolean, sending: boolean) {
  return {
    disabled: !hydrated || sending,
    'aria-busy': !hydrated || sending ? true : undefined,
    waiting: !hydrated,
    sending,
  } as const;
}

export type SubmitState = ReturnType<typeof submitState>;

/**
 * A form's submit button: "Getting ready to send…" until the island wakes, then its label, its
 * sending label while it sends; its icon (before or after the text) hides while sending.
 */
export function SubmitButton({
  state,
  className,
  label,
  sendingLabel,
  icon,
  iconFirst = false,
  t,
}: {
  state: SubmitState;
  className: string;
  label: string;
  sendingLabel: string;
  icon: FormIconName;
  iconFirst?: boolean;
  t: FormT;
}) {
  const shown = !state.sending && <FormIcon name={icon} />;
  return (
    <button
      type="submit"
      className={className}
      disabled={state.disabled}
      aria-busy={state['aria-busy']}
    >
      {iconFirst && shown}
      {state.waiting ? t('forms.common.preparing') : state.sending ? sendingLabel : label}
      {!iconFirst && shown}
    </button>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  help?: string;
  className?: string;
  children: ReactNode;
}

function FieldFrame({ id, label, required, error, help, className, children }: FieldFrameProps) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        help && (
          <p className="field__help" id={`${id}-help`}>
            {help}
          </p>
        )
      )}
    </div>
  );
}

/** The aria attributes that tie a control to its error (or help) text. */
export function describedBy(id: string, error?: string, help?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : help ? `${id}-help` : undefined,
  };
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  error?: string;
  help?: string;
  required?: boolean;
  className?: string;
}

interface TextFieldProps extends ControlProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  placeholder?: string;
  autoComplete?: string;
  /** A textarea of this many rows. */
  rows?: number;
  min?: string;
  max?: string;
  /** Set by another field (the booking's date by its departure): read, sent, not typed. */
  readOnly?: boolean;
}

/** A labelled input (or textarea) with its error under it. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  help,
  required,
  className,
  type = 'text',
  rows,
  ...rest
}: TextFieldProps) {
  const common = {
    id,
    name,
    value,
    required,
    onBlur,
    onFocus,
    className: 'field__input',
    ...describedBy(id, error, help),
  };
  return (
    <FieldFrame {...{ id, label, required, error, help, className }}>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          placeholder={rest.placeholder}
          autoComplete={rest.autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          {...rest}
          type={type}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A labelled native select with its error under it. */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  onFocus,
  error,
  help,
  required,
  className,
  children,
}: ControlProps & { children: ReactNode }) {
  return (
    <FieldFrame {...{ id, label, required, error, help, className }}>
      <span className="field__select">
        <select
          id={id}
          name={name}
          value={value}
          required={required}
          className="field__input"
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          {...describedBy(id, error, help)}
        >
          {children}
        </select>
      </span>
    </FieldFrame>
  );
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) that spam bots fill in; the server drops submissions where it is filled.
 */
export function Honeypot({
  form,
  label,
  value,
  onChange,
}: {
  form: string;
  /** 'Leave this field empty' in the page's language. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `hp-${HONEYPOT_FIELD}-${form}`;
  return (
    <div className="hp" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Spec section 8: one toast at a time, shown for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export interface ToastMessage {
  title: string;
  description?: string;
  severity: 'success' | 'error';
}

type ShownToast = ToastMessage & { key: number };

let toastKey = 0;

/** The toast on screen (null: none) and how to show or close one. */
export function useToast() {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const show = useCallback((next: ToastMessage) => {
    toastKey += 1;
    setToast({ ...next, key: toastKey });
  }, []);
  const close = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return { toast, show, close };
}

interface ToastProps {
  onClose: () => void;
  /** The close button's name in the page's language. */
  closeLabel: string;
}

/**
 * The part of the form the visitor is fixing: the focused control's field, its message included
 * (a checkbox's row with its error), or the control itself outside a field.
 */
function fieldBeingFixed(): Element | null {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  return active.closest('.field, .form__full') ?? active;
}

/** Room left between the field and the toast above it, in px. */
const TOAST_GAP_PX = 16;

/**
 * Scrolls the window so `field` sits above `toast` when the fixed toast covers it (a phone's
 * bottom rows: the package field a failed submit focused, the passport drop zone). A toast
 * elsewhere, or a field clear of it, leaves the page where it is.
 */
export function scrollFieldClearOfToast(field: Element, toast: Element): void {
  const f = field.getBoundingClientRect();
  const t = toast.getBoundingClientRect();
  const overlaps = f.bottom > t.top && f.top < t.bottom && t.height > 0;
  if (overlaps) window.scrollBy({ top: f.bottom - t.top + TOAST_GAP_PX });
}

function ToastCard({ toast, onClose, closeLabel }: ToastProps & { toast: ShownToast }) {
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // An error names a field to fix (the form focused it): the toast must not hide it.
    const field = toast.severity === 'error' ? fieldBeingFixed() : null;
    if (field && card.current) scrollFieldClearOfToast(field, card.current);
  }, [toast.key, toast.severity]);
  return (
    <div className={`toast toast--${toast.severity}`} key={toast.key} ref={card}>
      <FormIcon name={toast.severity} />
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p>{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={onClose}>
        <FormIcon name="close" />
      </button>
    </div>
  );
}

/**
 * The toast, fixed at the bottom of the window. Its status region is always in the page so
 * screen readers announce what appears in it; an error comes as an alert.
 */
export function Toast({ toast, onClose, closeLabel }: ToastProps & { toast: ShownToast | null }) {
  return (
    <>
      <div className="toast-region" role="status">
        {toast?.severity === 'success' && (
          <ToastCard toast={toast} onClose={onClose} closeLabel={closeLabel} />
        )}
      </div>
      {toast?.severity === 'error' && (
        <div className="toast-region" role="alert">
          <ToastCard toast={toast} onClose={onClose} closeLabel={closeLabel} />
        </div>
      )}
    </>
  );
}
