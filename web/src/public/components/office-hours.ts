import type { MessageId } from '@umrah/i18n/translate';

/**
 * Static office hours (spec section 9), row by row as OPENING_HOURS gives them, in English
 * (office-hours.test.ts holds the English rows to OPENING_HOURS): /contact and the forms' confirmation.
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
