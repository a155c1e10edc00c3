import { siteUrl } from '../config';
import { getPublicSettings } from '../data/settings';
import { sendHeldMailSummaries } from '../data/mail-caps';

/** The hourly job: one summary mail per past hour whose submissions went over a mail cap. */
export async function runStaffMailSummary(now = Date.now()): Promise<number> {
  const { email } = await getPublicSettings();
  return sendHeldMailSummaries(email, `${siteUrl()}/admin/bookings`, now);
}
