/**
 * The forms' rules, from the domain's yup schemas: the one public module that reaches yup, and
 * only through dynamic imports, so a page's first load never downloads it. The rules load on a
 * form's first focus (or its first submit, which waits for them) and are kept for the visit.
 */
import type { ContactInput, HomeContactInput } from '@umrah/domain/schemas/contact';
import type { RoomType } from '@umrah/domain/model/rooms';
import type { BookingInput } from '@umrah/domain/schemas/booking';
import type { PrivacyWebRequestInput } from '@umrah/domain/schemas/privacy-web-request';
import type {
  CancellableBooking,
  CancellationRequestInput,
} from '@umrah/domain/schemas/cancellation-request';
import type { parseWith as ParseWith } from '@umrah/domain/schemas/validation';
import type { FormLanguage } from '@umrah/domain/model/validation-messages';

/** Field name -> its first message, e.g. { email: 'Email is required' }. */
export type FieldErrors = Record<string, string>;

export type CheckResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Checks a form's values against its rules; `context` is yup's (e.g. { today }). */
export type Check<T> = (values: unknown, context?: Record<string, unknown>) => CheckResult<T>;

export type BookingFormInput = BookingInput & {
  consent: boolean;
  roomType: RoomType | '';
  waitingList: boolean;
  /** The departure picked ('' for a package without departures). */
  departureId: string;
  /** "Send me news and offers" (optional). */
  marketingConsent: boolean;
};

export interface ContactRules {
  /** /contact: name, email, optional phone, message. */
  page: Check<ContactInput>;
  /** The home page's form: name, email, message. */
  home: Check<HomeContactInput>;
}

function checker<T>(
  parseWith: typeof ParseWith,
  schema: Parameters<typeof ParseWith>[0],
): Check<T> {
  return (values, context) => {
    const result = parseWith(schema, values, context);
    return result.ok
      ? { ok: true, value: result.value as T }
      : { ok: false, errors: result.errors };
  };
}

/** One download per kind of rules; a failed one (offline) is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/** `once` per language: a page has one, so one set of rules is built per visit. */
function oncePerLanguage<T>(load: (language: FormLanguage) => Promise<T>) {
  const loaders = new Map<FormLanguage, () => Promise<T>>();
  return (language: FormLanguage = 'en'): Promise<T> => {
    let loader = loaders.get(language);
    if (!loader) loaders.set(language, (loader = once(() => load(language))));
    return loader();
  };
}

/** The contact forms' rules, their messages in the page's language. */
export const loadContactRules = oncePerLanguage(async (language): Promise<ContactRules> => {
  const [{ parseWith }, { contactSchemaFor, homeContactSchemaFor }] = await Promise.all([
    import('@umrah/domain/schemas/validation'),
    import('@umrah/domain/schemas/contact'),
  ]);
  return {
    page: checker<ContactInput>(parseWith, contactSchemaFor(language)),
    home: checker<HomeContactInput>(parseWith, homeContactSchemaFor(language)),
  };
});

/** The privacy page's request form's rules, their messages in the page's language. */
export const loadPrivacyRequestRules = oncePerLanguage(
  async (language): Promise<Check<PrivacyWebRequestInput>> => {
    const [{ parseWith }, { privacyWebRequestSchemaFor }] = await Promise.all([
      import('@umrah/domain/schemas/validation'),
      import('@umrah/domain/schemas/privacy-web-request'),
    ]);
    return checker<PrivacyWebRequestInput>(parseWith, privacyWebRequestSchemaFor(language));
  },
);

/** The booking request form's rules (consent and room type included; not the passport file). */
export const loadBookingRules = oncePerLanguage(
  async (language): Promise<Check<BookingFormInput>> => {
    const [{ parseWith }, { bookingRequestFormSchemaFor }] = await Promise.all([
      import('@umrah/domain/schemas/validation'),
      import('@umrah/domain/schemas/booking-request'),
    ]);
    return checker<BookingFormInput>(parseWith, bookingRequestFormSchemaFor(language));
  },
);

/**
 * The trip page's request to cancel: its rules are made for the booking (its travellers, their
 * names when all are known), so each island keeps the one it loaded.
 */
export async function loadCancellationRules(
  language: FormLanguage,
  booking: CancellableBooking,
): Promise<Check<CancellationRequestInput>> {
  const [{ parseWith }, { cancellationRequestSchemaFor }] = await Promise.all([
    import('@umrah/domain/schemas/validation'),
    import('@umrah/domain/schemas/cancellation-request'),
  ]);
  return checker<CancellationRequestInput>(
    parseWith,
    cancellationRequestSchemaFor(language, booking),
  );
}
