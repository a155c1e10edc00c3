import type { BookingInput } from '@umrah/domain/booking';
import type { RoomType } from '@umrah/domain/inbox';
import { postFormWithProgress } from '../../../lib/post-form-with-progress';

export type { RoomType };

export interface BookingSubmission {
  booking: BookingInput & { consent: boolean };
  /** The room type chosen on the package page, when the visitor came from a pricing card. */
  room: RoomType | null;
  passport: File | null;
  submissionId: string;
  /** The honeypot's value: empty for people. */
  website: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST /api/bookings (multipart, with the optional passport scan). The server stores the
 * request once per submission id, keeps the scan private and notifies the agency.
 */
export async function submitBooking(s: BookingSubmission): Promise<void> {
  const form = new FormData();
  const fields: Record<string, string | number | boolean> = {
    ...s.booking,
    roomType: s.room ?? '',
    submissionId: s.submissionId,
    website: s.website,
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (s.passport) form.append('passport', s.passport, s.passport.name);
  await postFormWithProgress('/api/bookings', form, s.onProgress ?? (() => {}));
}
