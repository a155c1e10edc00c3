// The accounting package's mapping (issue 45 item 7): one document beside the payment secrets
// (`privateSettings/accounting`), which the rules keep from every browser. Unset fields read as
// the defaults, so a fresh agency's exports work before anyone saves the form.
import {
  ACCOUNTING_DATE_FORMATS,
  DEFAULT_ACCOUNTING_MAPPING,
  type AccountingMapping,
} from '@umrah/domain/model/money/accounting-export';
import { db } from '../../../platform/firebase/firebase';

const mappingRef = () => db().collection('privateSettings').doc('accounting');

export async function getAccountingMapping(): Promise<AccountingMapping> {
  const data = (await mappingRef().get()).data() ?? {};
  const text = (key: keyof AccountingMapping) => {
    const v: unknown = data[key];
    return typeof v === 'string' && v.trim() ? v : DEFAULT_ACCOUNTING_MAPPING[key];
  };
  const mapping = Object.fromEntries(
    (Object.keys(DEFAULT_ACCOUNTING_MAPPING) as (keyof AccountingMapping)[]).map((k) => [
      k,
      text(k),
    ]),
  ) as unknown as AccountingMapping;
  if (!(ACCOUNTING_DATE_FORMATS as readonly string[]).includes(mapping.dateFormat)) {
    mapping.dateFormat = DEFAULT_ACCOUNTING_MAPPING.dateFormat;
  }
  return mapping;
}

export async function saveAccountingMapping(mapping: AccountingMapping): Promise<void> {
  await mappingRef().set(mapping);
}
