import { useEffect, useRef } from 'react';
import { FormIcon } from './form-icons';
import type { FormT } from './form-text';

/** How to reach the agency, from the settings and the office hours, worded by the server. */
export interface AgencyReach {
  /** The phone as settings write it ('' when none). */
  phone: string;
  /** The WhatsApp chat link (wa.me), always set (a placeholder number when none). */
  whatsappUrl: string;
  /** The office hours, row by row in the page's language: "Saturday: 10:00 AM - 4:00 PM". */
  officeHours: string[];
}

/** What a form's confirmation shows of what the server accepted (the form keeps it in memory). */
export type SentConfirmation = Pick<ConfirmationProps, 'reference' | 'email' | 'emailed'> & {
  summary: [string, string][];
};

export interface ConfirmationProps {
  t: FormT;
  /** The spec's success title and sentence (the toast's texts). */
  title: string;
  text: string;
  /** The server-made reference (@umrah/domain/reference). */
  reference: string;
  email: string;
  /** Whether a copy was mailed: otherwise the page asks the visitor to keep the reference. */
  emailed: boolean;
  /** What was sent, label and value, in the form's order. */
  summary: readonly (readonly [string, string])[];
  /** What happens next and when. */
  next: string;
  /** Absent: only the button to send another (a form rendered without the agency's details). */
  reach?: AgencyReach | undefined;
  /** The button that brings back an empty form. */
  anotherLabel: string;
  onAnother: () => void;
}

/**
 * What stays where a sent form was: the reference to quote, what was sent, that a
 * copy of the reference was mailed, what happens next and when, and how to reach the agency.
 * It takes focus when it appears, so a screen reader reads it and a phone shows its top.
 */
export function Confirmation(props: ConfirmationProps) {
  const { t, reach } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    // Its top, not wherever the submit button was: focus alone leaves a phone at the bottom.
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <section className="confirm" aria-labelledby="confirm-title" ref={section}>
      <div className="confirm__head">
        <FormIcon name="success" />
        <div>
          <h2 className="confirm__title" id="confirm-title" tabIndex={-1} ref={heading}>
            {props.title}
          </h2>
          <p>{props.text}</p>
        </div>
      </div>
      <div className="confirm__reference">
        <p className="small muted">{t('forms.common.confirm.reference')}</p>
        <p className="confirm__code" data-testid="confirmation-reference">
          {props.reference}
        </p>
        <p className="small">{t('forms.common.confirm.referenceHelp')}</p>
      </div>
      <p>
        {props.emailed
          ? t('forms.common.confirm.emailed', { email: props.email })
          : t('forms.common.confirm.notEmailed')}
      </p>
      <h3 className="confirm__heading">{t('forms.common.confirm.next')}</h3>
      <p>{props.next}</p>
      {reach && (
        <>
          <h3 className="confirm__heading">{t('forms.common.confirm.hours')}</h3>
          <ul className="list-plain confirm__hours">
            {reach.officeHours.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="confirm__heading">{t('forms.common.confirm.summary')}</h3>
      <dl className="confirm__summary">
        {props.summary.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reach && <h3 className="confirm__heading">{t('forms.common.confirm.reach')}</h3>}
      <div className="confirm__actions">
        {reach && (
          <a
            className="btn btn--whatsapp"
            href={reach.whatsappUrl}
            target="_blank"
            rel="noreferrer"
          >
            {t('forms.common.confirm.whatsapp')}
          </a>
        )}
        {reach?.phone && (
          <a className="btn btn--outline" href={`tel:${reach.phone}`}>
            {t('forms.common.confirm.call', { phone: reach.phone })}
          </a>
        )}
        <button type="button" className="btn btn--outline" onClick={props.onAnother}>
          {props.anotherLabel}
        </button>
      </div>
    </section>
  );
}
