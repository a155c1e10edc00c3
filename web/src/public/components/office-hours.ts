import type { MessageId } from '../i18n/translate';

/**
 * The office hours (spec section 9) row by row, as /contact and the forms' confirmation say them;
 * catalogs.test.ts holds the English rows to OPENING_HOURS, the times structured data gives.
 */
export const OFFICE_HOURS_MESSAGES: readonly {
  days: MessageId;
  hours: MessageId;
  closed?: true;
}[] = [
  { days: 'contact.hours.weekdays', hours: 'contact.hours.weekdaysHours' },
  { days: 'contact.hours.saturday', hours: 'contact.hours.saturdayHours' },
  { days: 'contact.hours.sunday', hours: 'contact.hours.closed', closed: true },
];
