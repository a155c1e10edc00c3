// The accounting package's mapping (issue 45 item 7): which account each kind of line goes to and
// how dates are written, set once in the admin's settings. The admin's form and the server's
// route validate with this one schema.
import * as yup from 'yup';
import {
  ACCOUNT_FIELDS,
  ACCOUNTING_DATE_FORMATS,
  ACCOUNTING_FILES,
  CLEARING_ACCOUNTS,
  type AccountingMapping,
} from '../model/money/accounting-export';
import { isIsoDate } from '../model/dates';
import { requiredLine, trimString } from './validation';

export const ACCOUNT_CODE_MAX = 60;

/**
 * An account's code (Xero: '200') or name (QuickBooks Online: 'Sales:Packages'). A leading
 * =, +, - or @ would make a spreadsheet read it as a formula, and a quote or a line break would
 * not survive the package's importer: refused here rather than mangled in the file.
 */
function accountField(label: string) {
  return requiredLine(label, ACCOUNT_CODE_MAX).test(
    'account-text',
    `${label} must not start with =, +, - or @, nor hold quotes`,
    (v) => v === undefined || (!/^[=+\-@]/.test(v) && !/["]/.test(v)),
  );
}

export const accountingMappingSchema = yup.object({
  ...(Object.fromEntries(
    ACCOUNT_FIELDS.map(([key, label]) => [key, accountField(label)]),
  ) as Record<(typeof ACCOUNT_FIELDS)[number][0], ReturnType<typeof accountField>>),
  taxType: accountField('Tax type (Xero)'),
  dateFormat: yup
    .string()
    .typeError('Date format must be text')
    .transform(trimString)
    .required('Date format is required')
    .oneOf(
      ACCOUNTING_DATE_FORMATS,
      `Date format must be one of ${ACCOUNTING_DATE_FORMATS.join(', ')}`,
    ),
});

// The schema's output is the mapping itself.
export type AccountingMappingInput = AccountingMapping;

/** A download's query: the file, the office days it covers (both included), the clearing account. */
export const accountingExportQuerySchema = yup.object({
  file: yup
    .string()
    .required('File is required')
    .oneOf(ACCOUNTING_FILES, `File must be one of ${ACCOUNTING_FILES.join(', ')}`),
  from: yup
    .string()
    .required('From is required')
    .test('iso-date', 'From must be a date (YYYY-MM-DD)', (v) => isIsoDate(v)),
  to: yup
    .string()
    .required('To is required')
    .test('iso-date', 'To must be a date (YYYY-MM-DD)', (v) => isIsoDate(v))
    .test(
      'after-from',
      'To must be on or after From',
      (to, ctx) => !to || !ctx.parent.from || to >= (ctx.parent.from as string),
    ),
  account: yup
    .string()
    .oneOf(CLEARING_ACCOUNTS, `Account must be one of ${CLEARING_ACCOUNTS.join(', ')}`)
    .default('bank'),
});
