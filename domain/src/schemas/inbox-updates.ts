// What staff change on a booking or a message in the inbox.
import * as yup from 'yup';
import { BOOKING_STATUSES } from '../model/bookings';
import { optionalText } from './validation';

/** PUT /api/admin/bookings/{id}. */
export const bookingUpdateSchema = yup.object({
  status: yup
    .string()
    .typeError('Status must be text')
    .required('Status is required')
    .oneOf(BOOKING_STATUSES, `Status must be one of ${BOOKING_STATUSES.join(', ')}`),
  note: optionalText('Note', 5000),
});
export type BookingUpdate = yup.InferType<typeof bookingUpdateSchema>;

/** PUT /api/admin/messages/{id}. */
export const messageUpdateSchema = yup.object({
  read: yup.boolean().typeError('Read must be true or false').required('Read is required'),
});
