import { siteUrl } from '../../platform/config';
import { getPublicSettings } from '../../wings/content/settings';
import { releaseHeldAcknowledgements, sendHeldMailSummaries } from '../../platform/mail/mail-caps';

/** The hourly job: one summary mail per past hour whose submissions went over a mail cap. */
export async function runStaffMailSummary(now = Date.now()): Promise<number> {
  const { email } = await getPublicSettings();
  return sendHeldMailSummaries(email, `${siteUrl()}/admin/bookings`, now);
}

/** The same hourly job: the acknowledgements a cap held back in past hours go out now. */
export function runHeldAcknowledgements(now = Date.now()): Promise<number> {
  return releaseHeldAcknowledgements(now);
}
