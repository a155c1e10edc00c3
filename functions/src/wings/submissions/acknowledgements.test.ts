import type { PublicSettings } from '@umrah/domain/schemas/settings';
import { describe, expect, it } from 'vitest';
import { renderMail } from '../../platform/mail/mail';
import { bookingAcknowledgement, messageAcknowledgement } from './acknowledgements';

const settings = {
  siteName: 'Noor Travels',
  phone: '+1 416 555 0100',
  whatsappNumber: '+14165550100',
  email: 'hello@noor.example',
} as PublicSettings;
const request = { numberOfTravelers: 2, preferredDate: '2027-11-04' };
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the acknowledgements', () => {
  it('read in English as they always did, the contacts in the footer', () => {
    const mail = renderMail(
      bookingAcknowledgement(request, 'Ramadan Umrah', settings, 'en', 'NT-7Q2K'),
    );
    expect(mail.subject).toBe('We received your booking request: Ramadan Umrah');
    expect(mail.text).toBe(
      [
        'Assalamu alaikum. Thank you for your booking request with Noor Travels. Nothing is charged yet: one of our Umrah specialists will contact you within 24 hours to confirm availability and the price, then send you a secure payment link. If you did not send anything, ignore this email: nothing more will happen.',
        '',
        'Reference: NT-7Q2K',
        'Package: Ramadan Umrah',
        'Travellers: 2 People',
        'Preferred date: 4 November 2027',
        '',
        '-- ',
        'Questions? Contact Noor Travels',
        'Phone: +1 416 555 0100',
        'WhatsApp: +14165550100',
        'Email: hello@noor.example',
      ].join('\n'),
    );
    const message = messageAcknowledgement({ ...settings, siteName: '' }, 'en', 'NT-1');
    expect(message.subject).toBe('We received your message - our agency');
    expect(message.intro).toBe(
      'Assalamu alaikum. Thank you for writing to our agency. We reply to every message within 24 hours. If you did not send anything, ignore this email: nothing more will happen.',
    );
  });

  it('write the French with its plural, its long date and its no-break spaces', () => {
    const one = { numberOfTravelers: 1, preferredDate: '2027-11-04', waitingList: true };
    const mail = bookingAcknowledgement(one, 'Omra du Ramadan', settings, 'fr', 'NT-7Q2K');
    expect(mail.subject).toBe(
      'Nous avons reçu votre demande d’inscription sur la liste d’attente\u00a0: Omra du Ramadan',
    );
    expect(mail.lines).toEqual([
      ['Référence', 'NT-7Q2K'],
      ['Forfait', 'Omra du Ramadan'],
      ['Voyageurs', '1 personne'],
      ['Date souhaitée', '4 novembre 2027'],
    ]);
    expect(mail.contacts).toEqual({
      name: 'Noor Travels',
      phone: '+1 416 555 0100',
      whatsapp: '+14165550100',
      email: 'hello@noor.example',
    });
    expect(plain(mail.intro)).toContain('Ce forfait est complet : vous êtes inscrit');
    const two = bookingAcknowledgement(request, 'Omra', settings, 'fr', 'R');
    expect(two.lines).toContainEqual(['Voyageurs', '2 personnes']);
  });

  it('say a closed date is closed and a full date full, never the package sold out', () => {
    const waiting = { ...request, waitingList: true };
    const closed = bookingAcknowledgement(
      { ...waiting, waitingReason: 'closed' },
      'Omra',
      settings,
      'en',
      'R',
    );
    expect(closed.intro).toContain('The date you asked for is closed to new bookings');
    expect(closed.intro).not.toMatch(/full|sold out/);
    const full = bookingAcknowledgement(
      { ...waiting, waitingReason: 'full' },
      'Omra',
      settings,
      'fr',
      'R',
    );
    expect(plain(full.intro)).toContain('La date demandée est complète : vous êtes inscrit');
    const closedFr = bookingAcknowledgement(
      { ...waiting, waitingReason: 'closed' },
      'Omra',
      settings,
      'fr',
      'R',
    );
    expect(plain(closedFr.intro)).toContain('fermée aux nouvelles réservations');
    expect(closedFr.intro).not.toContain('complet');
  });

  it('take a package title as it is, braces and all (a value, never a message)', () => {
    const mail = bookingAcknowledgement(request, "Umrah {1} 'x' #", settings, 'en', 'R');
    expect(mail.subject).toBe("We received your booking request: Umrah {1} 'x' #");
  });

  it('carry the unsubscribe link only for a visitor who ticked news and offers', () => {
    const url = 'https://noor.example/fr/unsubscribe/abc.def';
    const fr = renderMail(messageAcknowledgement(settings, 'fr', 'NT-1', url));
    expect(plain(fr.text)).toContain(
      'Vous avez demandé à recevoir nos nouvelles et nos offres ; vous pouvez les arrêter à tout moment.\nhttps://noor.example/fr/unsubscribe/abc.def',
    );
    const en = renderMail(bookingAcknowledgement(request, 'Umrah', settings, 'en', 'NT-2', url));
    expect(en.text.split('\n').slice(-2)).toEqual([
      'You asked to receive our news and offers; you can stop them at any time.',
      url,
    ]);
    expect(en.html).toContain(`href="${url}"`);
    expect(en.html).toContain('>Unsubscribe</a>');
    const none = renderMail(bookingAcknowledgement(request, 'Umrah', settings, 'en', 'NT-3'));
    expect(none.text).not.toContain('unsubscribe');
    expect(none.text).not.toContain('News and offers');
  });
});
