import { useCallback, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from './load-schemas';

export interface FormState<V, R> {
  values: V;
  /** The current values, also inside async handlers that outlive a render. */
  latest: () => V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** The visitor left a field: its error (if any) shows from now on. */
  blur: (name: keyof V) => void;
  /** The error shown under a field: once it was left, or after a submit was tried. */
  errorOf: (name: keyof V & string) => string | undefined;
  /** A text field's props (TextField, SelectField): its value, handlers and shown error. */
  field: <K extends keyof V & string>(
    name: K,
    id: string,
  ) => {
    id: string;
    name: K;
    value: V[K];
    onChange: (value: V[K]) => void;
    onBlur: () => void;
    error: string | undefined;
  };
  /** A submit was tried: every field's error shows. */
  markSubmitted: () => void;
  reset: (values: V) => void;
  /** Starts loading the rules (the form's first focus); errors show as soon as they are in. */
  warm: () => void;
  /** The rules, waiting for them if they are not in yet. */
  rules: () => Promise<R>;
  /**
   * Takes over what the visitor typed, picked or ticked in the server's markup before the island
   * woke (and what the browser autofilled): the controls are live from the first paint. Answers
   * whether anything was there.
   */
  adopt: (form: HTMLFormElement) => boolean;
}

/** The value a form control holds now, in the form state's type (a checkbox's is its tick). */
function controlValue(control: Element | RadioNodeList | null, current: unknown): unknown {
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  // Radios: the one ticked ('' when none is).
  if (control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    return control.checked ? control.value : '';
  }
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ) {
    return control.value;
  }
  return current;
}

/**
 * A form's values and which of its errors to show. The rules (`load`, from the lazy schema
 * loader) come in on first use; until then no error shows, and a submit waits for them.
 * `errorsOf` must be stable (module level or memoised).
 */
export function useForm<V extends object, R>(
  initial: V,
  load: () => Promise<R>,
  errorsOf: (rules: R, values: V) => FieldErrors,
): FormState<V, R> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [loaded, setLoaded] = useState<{ rules: R } | null>(null);
  // Every change goes through set() or reset(), which keep this up to date.
  const latestValues = useRef(initial);

  const errors = useMemo(
    () => (loaded ? errorsOf(loaded.rules, values) : {}),
    [loaded, values, errorsOf],
  );

  const rules = useCallback(async () => {
    const next = await load();
    setLoaded((current) => (current?.rules === next ? current : { rules: next }));
    return next;
  }, [load]);

  const set: FormState<V, R>['set'] = (name, value) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      latestValues.current = next;
      return next;
    });
  };
  const blur = (name: keyof V) => {
    setTouched((current) => (current[name] ? current : { ...current, [name]: true }));
    if (!loaded) void rules().catch(() => {});
  };
  const errorOf = (name: keyof V & string) =>
    submitted || touched[name] ? errors[name] : undefined;

  return {
    values,
    latest: () => latestValues.current,
    set,
    blur,
    errorOf,
    field: (name, id) => ({
      id,
      name,
      value: values[name],
      onChange: (value) => set(name, value),
      onBlur: () => blur(name),
      error: errorOf(name),
    }),
    markSubmitted: () => setSubmitted(true),
    reset: (next) => {
      latestValues.current = next;
      setValues(next);
      setTouched({});
      setSubmitted(false);
    },
    warm: () => {
      if (!loaded) void rules().catch(() => {});
    },
    rules,
    adopt: (form) => {
      const before = latestValues.current;
      const next = { ...before };
      let changed = false;
      for (const name of Object.keys(before) as (keyof V & string)[]) {
        const value = controlValue(form.elements.namedItem(name), before[name]) as V[typeof name];
        if (value !== before[name]) {
          next[name] = value;
          changed = true;
        }
      }
      if (changed) {
        latestValues.current = next;
        setValues(next);
      }
      return changed;
    },
  };
}
