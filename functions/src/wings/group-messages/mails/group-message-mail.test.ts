import { describe, expect, it } from 'vitest';
import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { renderMail } from '../../../platform/mail/mail';
import { groupMessageMail } from './group-message-mail';

const settings = { siteName: 'Noor', phone: '+1 416 555 0100', email: 'hello@agency.example' };

describe('groupMessageMail', () => {
  it('carries the staff text, then the booking and its trip page, worded in the language', () => {
    const mail = renderMail(
      groupMessageMail(
        { subject: 'Nouvel horaire : départ', body: 'Départ à 18 h.\nPorte <B>.' },
        { reference: 'UMR-AAA111', tripLink: 'https://site.example/fr/trip/tok' },
        settings as PublicSettings,
        'fr',
      ),
    );
    // The staff's French gets the pages' no-break space before ':', as on the French pages.
    expect(mail.subject).toBe('Nouvel horaire\u00a0: départ');
    expect(mail.text).toContain('Départ à 18 h.\nPorte <B>.');
    expect(mail.text).toContain('Votre réservation\u00a0: UMR-AAA111');
    expect(mail.text).toContain('Ouvrir mon voyage\u00a0:\nhttps://site.example/fr/trip/tok');
    expect(mail.html).toContain('href="https://site.example/fr/trip/tok"');
    // Staff text is escaped in the HTML and keeps its line breaks.
    expect(mail.html).toContain('Porte &#60;B&#62;.');
    expect(mail.html).toContain('white-space:pre-wrap');
  });

  it('leaves out the trip page (and the hint naming it) for a booking not confirmed yet', () => {
    const mail = renderMail(
      groupMessageMail(
        { subject: 'Meeting point', body: 'Door B.' },
        { reference: 'ABC-123', tripLink: '' },
        settings as PublicSettings,
        'en',
      ),
    );
    expect(mail.text).toContain('Your booking: ABC-123');
    expect(mail.text).not.toContain('trip page');
    expect(mail.html).not.toContain('/trip/');
    expect(mail.text.startsWith('Door B.\n\nYour booking')).toBe(true);
  });
});
