// A manifest row's flags in words, in the list's language: "Missing: sex, issue date",
// "Country not recognised: nationality", "Passport expires 14 Sep 2027, needed to 15 Sep 2027".
// The CSV and the PDF word them alike (the CSV keeps ISO dates).
import type { ManifestFlag } from '@umrah/domain/model/manifest';
import type { Translate } from '@umrah/i18n/translate';

export function manifestFlagText(
  t: Translate,
  date: (iso: string) => string,
): (f: ManifestFlag) => string {
  return (f) => {
    if (f.code === 'passport_expires')
      return t('manifest.flag.passport_expires', {
        expiry: date(f.expiry),
        needed: date(f.needed),
      });
    const fields = f.fields.map((k) => t(`manifest.field.${k}`)).join(', ');
    return t(`manifest.flag.${f.code}`, { fields });
  };
}
