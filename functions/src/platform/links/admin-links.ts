// Links into the admin area, for the staff mails.
import { siteUrl } from '../config';

/** The booking's page in the admin area (every staff mail about a booking links to it). */
export const adminBookingLink = (id: string) => `${siteUrl()}/admin/bookings/${id}`;
