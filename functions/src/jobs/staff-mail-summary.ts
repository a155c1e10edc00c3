import { siteUrl } from '../config';
import { getPublicSettings } from '../data/settings';
import { sendHeldMailSummaries } from '../data/staff-mail-cap';

/** The hourly job: one summary mail per past hour whose submissions went over the mail cap. */
export async function runStaffMailSummary(now = Date.now()): Promise<number> {
  const { email } = await getPublicSettings();
  return sendHeldMailSummaries(email, `${siteUrl()}/admin/bookings`, now);
}
