import type { FormT } from './form-text';

/**
 * "Send me news and offers": optional and unticked (CASL wants consent given, never assumed),
 * apart from a booking's privacy consent. Its words are versioned
 * (MARKETING_CONSENT_TEXT_VERSION): the server stores the version with a ticked box.
 */
export function MarketingConsentCheck({
  id,
  checked,
  onChange,
  t,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  t: FormT;
}) {
  return (
    <div className="form__full">
      <div className="check">
        <input
          id={id}
          className="check__input"
          type="checkbox"
          name="marketingConsent"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={`${id}-help`}
        />
        <label className="check__label" htmlFor={id}>
          {t('forms.common.marketingConsent')}
        </label>
      </div>
      <p className="small field__help" id={`${id}-help`}>
        {t('forms.common.marketingConsentHelp')}
      </p>
    </div>
  );
}
