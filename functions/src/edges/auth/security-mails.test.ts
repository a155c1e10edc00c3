import { describe, expect, it } from 'vitest';
import { renderMail } from '../../platform/mail/mail';
import { anchorsOf, visibleTextOf } from '../../../test-support/mail-shape';
import {
  accountEventMail,
  activationMail,
  guardedChangeMail,
  signInLinkMail,
} from './security-mails';

const LINK = 'https://agency.example/admin/activate#kR3v9XqL2mW8tZ4yB6nH1pD7sF0gJ5cA-eU_iO2wQ3r';
const WHEN = new Date('2026-11-27T22:40:00Z');

describe('the staff security mails', () => {
  it('put the activation and sign-in links on a button, never in a sentence', () => {
    for (const [mail, label] of [
      [activationMail('aisha', '203.0.113.7', LINK, WHEN), 'Turn on two-step sign-in'],
      [signInLinkMail('aisha', '203.0.113.7', LINK, WHEN), 'Sign in as aisha'],
    ] as const) {
      const { text, html } = renderMail(mail);
      expect(anchorsOf(html)).toContainEqual({ href: LINK, label });
      expect(visibleTextOf(html)).not.toContain(LINK);
      expect(mail.intro).not.toContain('http');
      // The plain-text part keeps the link whole, on its own line.
      expect(text.split('\n')).toContain(LINK);
    }
  });

  it('write the moment as staff read it, in the agency’s time zone, not an ISO timestamp', () => {
    for (const mail of [
      activationMail('aisha', '203.0.113.7', LINK, WHEN),
      signInLinkMail('aisha', '203.0.113.7', LINK, WHEN),
      guardedChangeMail('the e-Transfer address', 'aisha', '203.0.113.7', WHEN),
      accountEventMail('aisha', 'used a recovery code', '203.0.113.7', WHEN),
    ]) {
      const { text } = renderMail(mail);
      expect(text).toContain('When: Nov 27, 2026, 5:40 PM (Toronto time)');
      expect(text).not.toContain('2026-11-27T');
    }
  });
});
