import { HONEYPOT_FIELD } from '@umrah/domain/constants';
import { Field } from 'formik';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from screen
 * readers) that spam bots fill in; the server drops submissions where it is filled.
 */
export function HoneypotField() {
  return (
    <div
      aria-hidden="true"
      style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
    >
      <label htmlFor={`hp-${HONEYPOT_FIELD}`}>Leave this field empty</label>
      <Field
        id={`hp-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
