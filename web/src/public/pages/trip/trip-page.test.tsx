import type { ReadinessCheck } from '@umrah/domain/model/readiness';
import type { TripTraveller, TripView } from '@umrah/domain/model/trip';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { findTripPage, tripPage } from './trip-page';

const checks: ReadinessCheck[] = [
  { rule: 'details', status: 'ok', code: 'details_complete', params: {} },
  { rule: 'passport', status: 'ok', code: 'passport_valid', params: { expiry: '2031-05-01' } },
  { rule: 'vaccination', status: 'missing', code: 'vaccination_missing', params: {} },
  { rule: 'photo', status: 'missing', code: 'photo_missing', params: {} },
  { rule: 'visa', status: 'missing', code: 'visa_applied', params: {} },
  { rule: 'payment', status: 'missing', code: 'balance_due', params: { balanceCents: 800_000 } },
];

const amina: TripTraveller = {
  index: 1,
  givenNames: 'Amina',
  surname: 'Haddad',
  dateOfBirth: '1985-04-12',
  sex: 'F',
  nationality: 'CAN',
  passportNumberEnding: '789',
  passportIssuingCountry: 'CAN',
  passportIssueDate: '2021-05-01',
  passportExpiryDate: '2031-05-01',
  vaccinationDate: null,
  vaccineType: null,
  emergencyContact: { name: 'Omar Haddad', phone: '+1 416 555 0100' },
  notes: '',
  needs: [],
  relation: null,
  visaStatus: 'applied',
  documents: { passportScan: true, vaccinationCertificate: false, photo: false },
  files: {
    passport: {
      fileName: 'amina-passport.pdf',
      contentType: 'application/pdf',
      size: 120_000,
      uploadedAt: '2026-11-21T15:00:00.000Z',
    },
    vaccination: null,
    photo: null,
  },
  readiness: checks,
  ready: false,
};

const blank: TripTraveller = {
  ...amina,
  index: 2,
  givenNames: '',
  surname: '',
  dateOfBirth: null,
  sex: null,
  nationality: '',
  passportNumberEnding: '',
  passportIssuingCountry: '',
  passportIssueDate: null,
  passportExpiryDate: null,
  emergencyContact: { name: '', phone: '' },
  visaStatus: 'not_started',
  documents: { passportScan: false, vaccinationCertificate: false, photo: false },
  files: { passport: null, vaccination: null, photo: null },
};

const view: TripView = {
  token: 'trip.tok',
  reference: '3GJ4-HDCY',
  firstName: 'Amina',
  packageTitle: 'Ramadan Last Ten Nights',
  packageTitleFr: 'Les dix dernières nuits',
  roomType: 'double',
  travellers: 2,
  departureDate: '2027-03-01',
  returnDate: '2027-03-15',
  flights: {
    airline: 'Saudia',
    flightNumbers: 'SV 72 / SV 71',
    departureAirport: 'YYZ',
    departureTime: '21:40',
    connections: 'via Jeddah',
    connectionsFr: 'via Djeddah',
    legs: [],
  },
  pkg: {
    makkahStay: {
      hotel: 'Swissotel Makkah',
      stars: 5,
      distanceMetres: 150,
      walkMinutes: 3,
      notes: '',
    },
    madinahStay: null,
    makkaHotel: 'Swissotel Makkah',
    madinaHotel: '',
    nightsInMakkah: 7,
    nightsInMadina: 4,
    itinerary: [{ day: 1, city: 'Makkah', title: 'Arrival and Umrah', description: 'Umrah.' }],
    fr: null,
  },
  status: 'deposit-due',
  totalCents: 900_000,
  paidCents: 0,
  pendingCents: 0,
  dueNowCents: 100_000,
  depositCents: 100_000,
  depositDueDate: null,
  balanceDueDate: '2027-01-15',
  today: '2026-11-27',
  payToken: 'pay.tok',
  receipts: [],
  travellerRecords: [amina, blank],
  detailsLocked: false,
};

describe('the trip page', () => {
  it('is private and reads the trip view by token', () => {
    expect(tripPage.reads?.({ token: 'abc' })).toEqual([['trip', 'abc']]);
    const { output } = renderPage(tripPage, {
      path: '/trip/abc',
      params: { token: 'abc' },
      data: [view],
    });
    expect(output.private).toBe(true);
  });

  it('shows the booking, departure, flights, hotels, plan, and a pay button to the pay page', () => {
    renderPage(tripPage, { path: '/trip/trip.tok', params: { token: 'trip.tok' }, data: [view] });
    expect(screen.getByText('3GJ4-HDCY')).toBeInTheDocument();
    expect(screen.getByText('March 1, 2027')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2027')).toBeInTheDocument();
    expect(screen.getByText('SV 72 / SV 71')).toBeInTheDocument();
    expect(screen.getByText('Swissotel Makkah')).toBeInTheDocument();
    expect(screen.getByText('Arrival and Umrah')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay $1,000.00' })).toHaveAttribute(
      'href',
      '/pay/pay.tok',
    );
    // A place for each traveller's details.
    expect(screen.getByText('2 travellers')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-traveller-slot]')).toHaveLength(2);
  });

  it('says what is due now apart from the next date and amount, in English and French', () => {
    const paid = {
      ...view,
      paidCents: 100_000,
      dueNowCents: 800_000,
      status: 'balance-due' as const,
    };
    renderPage(tripPage, { path: '/trip/trip.tok', params: { token: 'trip.tok' }, data: [paid] });
    expect(screen.queryByText('Due now')).toBeNull();
    expect(screen.getByText('Nothing is due now')).toBeInTheDocument();
    expect(screen.getByText('Balance, due by January 15, 2027').nextSibling).toHaveTextContent(
      '$8,000.00',
    );
    cleanup();
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getByText('À payer maintenant').nextSibling).toHaveTextContent('1 000,00 $');
    expect(
      screen.getByText('Solde, à payer d’ici le 15 janvier 2027').nextSibling,
    ).toHaveTextContent('8 000,00 $');
  });

  it('speaks French under /fr, with the French pay page and the French texts staff wrote', () => {
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getAllByText('Les dix dernières nuits').length).toBeGreaterThan(0);
    expect(screen.getByText('1 mars 2027')).toBeInTheDocument();
    expect(screen.getByText('via Djeddah')).toBeInTheDocument();
    expect(screen.getByText(/^21\s+h\s+40$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Payer 1\s000,00\s\$$/ })).toHaveAttribute(
      'href',
      '/fr/pay/pay.tok',
    );
    expect(screen.getByText('2 voyageurs')).toBeInTheDocument();
  });

  it('says when online payment has closed, and thanks a trip paid in full', () => {
    renderPage(tripPage, {
      path: '/trip/t',
      params: { token: 't' },
      data: [{ ...view, payToken: '' }],
    });
    expect(screen.getByText(/Online payment has closed/)).toBeInTheDocument();
    renderPage(tripPage, {
      path: '/trip/t',
      params: { token: 't' },
      data: [{ ...view, status: 'paid', paidCents: 900_000, dueNowCents: 0 }],
    });
    expect(screen.getByText('Your trip is paid in full. Thank you.')).toBeInTheDocument();
  });

  it('answers 404 or 410 for a link that is not valid, and offers to mail the current one', () => {
    const none = renderPage(tripPage, { path: '/trip/x', params: { token: 'x' }, data: [null] });
    expect(none.output.status).toBe(404);
    expect(
      screen.getByRole('heading', { name: 'This trip link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me my link' })).toBeInTheDocument();
    const gone = renderPage(tripPage, {
      path: '/trip/x',
      params: { token: 'x' },
      data: [{ gone: true }],
    });
    expect(gone.output.status).toBe(410);
  });
});

/** Text with any space as a plain one (French texts carry no-break spaces). */
const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the trip page’s travellers', () => {
  it('shows each traveller’s details and readiness, the passport number only by its end', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    const first = container.querySelector('[data-traveller-slot="1"]') as HTMLElement;
    expect(first).toHaveTextContent('Amina HADDAD');
    expect(first).toHaveTextContent('April 12, 1985');
    expect(first).toHaveTextContent('ends in 789');
    expect(first).toHaveTextContent('Still to do before departure');
    expect(first.querySelector('[data-rule="visa"]')).toHaveTextContent(
      'The visa has been applied for and is not issued yet.',
    );
    // The full number is never in the page, not even in the form's field.
    expect(container.innerHTML).not.toMatch(/AB123456789/);
    expect(first.querySelector('input[name="passportNumber"]')).toHaveValue('');
    expect(first).toHaveTextContent('The passport number on file ends in 789');
  });

  it('posts a plain multipart form per traveller in the page’s language, prefilled', () => {
    const { container } = renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    const forms = container.querySelectorAll('form[action*="/travellers/"]:not([data-document])');
    expect(forms).toHaveLength(2);
    expect(forms[1]).toHaveAttribute('action', '/api/trip/trip.tok/travellers/2?lang=fr');
    expect(forms[0]).toHaveAttribute('enctype', 'multipart/form-data');
    expect(forms[0]).toHaveAttribute('method', 'post');
    expect(forms[0]?.querySelector('input[name="givenNames"]')).toHaveValue('Amina');
    expect(forms[0]?.querySelector('input[name="dateOfBirth"]')).toHaveValue('1985-04-12');
    expect(forms[0]?.querySelector('select[name="sex"]')).toHaveValue('F');
    expect(screen.getAllByLabelText('Prénoms')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Enregistrer le voyageur 2' })).toBeInTheDocument();
    expect(container.querySelector('[data-rule="visa"]')).toHaveTextContent(
      'Le visa est demandé, mais pas encore délivré.',
    );
  });

  it('shows a refused form as typed, each reason beside its field, the first one focused', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [
        {
          ...view,
          refusedForm: {
            index: 2,
            values: {
              givenNames: 'Bilal',
              surname: 'Yusuf2',
              dateOfBirth: '2099-01-01',
              nationality: 'CAN',
              passportNumber: 'HK7654321',
              sex: 'M',
            },
            errors: {
              surname: 'Surname may contain only letters',
              dateOfBirth: 'Date of birth cannot be in the future',
            },
          },
        },
      ],
    });
    const second = container.querySelector('[data-traveller-slot="2"]') as HTMLElement;
    expect(second.querySelector('details')).toHaveAttribute('open');
    expect(second.querySelector('[role="alert"]')).toHaveTextContent(
      'Traveller 2’s details are not saved yet: 2 fields need a correction. Everything you typed is still here.',
    );
    const links = [...second.querySelectorAll('[role="alert"] a')];
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#traveller-2-surname', 'Surname may contain only letters'],
      ['#traveller-2-dateOfBirth', 'Date of birth cannot be in the future'],
    ]);
    const surname = second.querySelector('input[name="surname"]');
    expect(surname).toHaveValue('Yusuf2');
    expect(surname).toHaveAttribute('aria-invalid', 'true');
    expect(surname).toHaveAccessibleDescription('Surname may contain only letters');
    // autoFocus: focused here by React, an `autofocus` attribute in the server's HTML.
    expect(surname).toHaveFocus();
    expect(second.querySelector('input[name="dateOfBirth"]')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The rest as typed, the passport number included: nothing to type twice.
    expect(second.querySelector('input[name="givenNames"]')).toHaveValue('Bilal');
    expect(second.querySelector('input[name="givenNames"]')).not.toHaveAttribute('aria-invalid');
    expect(second.querySelector('select[name="nationality"]')).toHaveValue('CAN');
    expect(second.querySelector('input[name="passportNumber"]')).toHaveValue('HK7654321');
    expect(second.querySelector('select[name="sex"]')).toHaveValue('M');
    const first = container.querySelector('[data-traveller-slot="1"]') as HTMLElement;
    expect(first.querySelector('[aria-invalid]')).toBeNull();
    renderPage(tripPage, {
      path: '/trip/trip.tok?saved=1',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Traveller 1’s details are saved.');
  });

  it('reads as a phone screen: details first and open until complete, states told apart', () => {
    const bilal: TripTraveller = {
      ...blank,
      givenNames: 'Bilal',
      surname: 'Yusuf',
      relation: { kind: 'spouse', to: 1 },
      readiness: [
        { rule: 'details', status: 'missing', code: 'details_missing', params: { fields: 'sex' } },
        { rule: 'passport', status: 'problem', code: 'passport_expires_too_soon', params: {} },
        { rule: 'vaccination', status: 'ok', code: 'vaccination_valid', params: {} },
      ],
    };
    for (const [path, relation, option, vaccine, conjugate] of [
      [
        '/trip/trip.tok',
        'Spouse of traveller 1 · Amina HADDAD',
        'Traveller 1 · Amina HADDAD',
        'The meningitis vaccine: which kind is on your certificate?',
        'Conjugate (the usual one today), valid 5 years',
      ],
      [
        '/fr/trip/trip.tok',
        'Conjoint du voyageur 1 · Amina HADDAD',
        'Voyageur 1 · Amina HADDAD',
        'Le vaccin contre la méningite : quel type figure sur votre certificat ?',
        'Conjugué (le plus courant aujourd’hui), valide 5 ans',
      ],
    ] as const) {
      const { container, unmount } = renderPage(tripPage, {
        path,
        params: { token: 'trip.tok' },
        data: [{ ...view, travellerRecords: [{ ...amina, ready: true }, bilal] }],
      });
      const [first, second] = [1, 2].map(
        (n) => container.querySelector(`[data-traveller-slot="${n}"]`) as HTMLElement,
      );
      // Amina's details are complete: her form is closed; Bilal's is open, before his documents.
      expect(first?.querySelector('details')).not.toHaveAttribute('open');
      expect(second?.querySelector('details')).toHaveAttribute('open');
      const parts = [...(second?.children ?? [])].map((el) => el.className);
      expect(parts.indexOf('trip__traveller-form')).toBeLessThan(parts.indexOf('trip__documents'));
      // Who is whose, by name; the relation's choices name the other traveller too.
      expect(spaced(second?.querySelector('.trip__relation')?.textContent)).toBe(relation);
      const others = second?.querySelectorAll('select[name="relationTo"] option') ?? [];
      expect([...others].map((o) => spaced(o.textContent))).toContain(option);
      // Plain words for the vaccine.
      const type = second?.querySelector('select[name="vaccineType"]') as HTMLSelectElement;
      expect(spaced(type.labels?.[0]?.textContent)).toBe(vaccine);
      expect([...type.options].map((o) => o.textContent)).toContain(conjugate);
      // Each state its own class (colour) and icon, and the reason beside it.
      const states = [...(second?.querySelectorAll('.trip__check') ?? [])].map((li) => [
        li.className,
        li.querySelector('svg use, svg path') !== null,
      ]);
      expect(states).toEqual([
        ['trip__check trip__check--missing', true],
        ['trip__check trip__check--problem', true],
        ['trip__check trip__check--ok', true],
      ]);
      unmount();
    }
  });

  it('replaces the forms with whom to contact once the details are locked', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [{ ...view, detailsLocked: true }],
      settings: { phone: '+1 416 555 0199', email: 'hello@agency.example' },
    });
    expect(container.querySelector('form[action*="/travellers/"]')).toBeNull();
    expect(screen.getAllByText(/traveller details can no longer be changed here/)).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Email: hello@agency.example' })[0]).toHaveAttribute(
      'href',
      'mailto:hello@agency.example',
    );
  });
});

describe('the trip page’s documents', () => {
  const documentForm = (container: HTMLElement, n: number, kind: string) =>
    container.querySelector(`form#traveller-${n}-${kind}`) as HTMLFormElement;

  it('offers three uploads per traveller, saying what was received', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(container.querySelectorAll('form[data-document]')).toHaveLength(6);
    const passport = documentForm(container, 1, 'passport');
    expect(passport).toHaveAttribute(
      'action',
      '/api/trip/trip.tok/travellers/1/documents/passport?lang=en',
    );
    expect(passport).toHaveAttribute('enctype', 'multipart/form-data');
    expect(passport).toHaveTextContent('Received: amina-passport.pdf, November 21, 2026');
    expect(passport.querySelector('input[type="file"][name="file"]')).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png',
    );
    expect(
      screen.getAllByRole('button', { name: 'Replace: Passport scan (the page with the photo)' }),
    ).toHaveLength(1);
    const photo = documentForm(container, 2, 'photo');
    expect(photo).toHaveTextContent('Not received yet');
    expect(photo).toHaveTextContent('JPEG or PNG picture, up to 5 MB.');
    expect(photo.querySelector('input[type="file"]')).toHaveAttribute(
      'accept',
      '.jpg,.jpeg,.png,image/jpeg,image/png',
    );
    expect(screen.getAllByLabelText('Meningitis ACWY vaccination certificate')).toHaveLength(2);
    // The island wraps each upload; the file's storage never reaches the page.
    expect(photo.closest('[data-island="traveller-document"]')).not.toBeNull();
    expect(container.innerHTML).not.toContain('traveller-documents/');
  });

  it('shows the server’s refusal beside its field, and a received upload', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok?traveller=2&document=photo&problem=traveller_document_too_large',
      params: { token: 'trip.tok' },
      data: [view],
    });
    const photo = documentForm(container, 2, 'photo');
    expect(photo.querySelector('[role="alert"]')).toHaveTextContent(
      'This file is larger than 5 MB.',
    );
    expect(photo.querySelector('input[type="file"]')).toHaveAttribute('aria-invalid', 'true');
    expect(documentForm(container, 1, 'photo').querySelector('[aria-invalid]')).toBeNull();
    // The details form stays closed: nothing was wrong with it.
    expect(container.querySelector('[data-traveller-slot="2"] details')).not.toHaveAttribute(
      'open',
    );
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok?uploaded=1-vaccination',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Certificat de vaccination contre la méningite ACWY\s: reçu\. Merci\.$/,
    );
  });

  it('shows what is on file but no upload once the details are locked', () => {
    const { container } = renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [{ ...view, detailsLocked: true }],
    });
    expect(container.querySelector('form[data-document]')).toBeNull();
    const first = container.querySelector('[data-traveller-slot="1"]') as HTMLElement;
    expect(first).toHaveTextContent('Received: amina-passport.pdf');
    expect(first).toHaveTextContent('To send or replace a document now, please contact us.');
  });
});

describe('the trip page’s messages', () => {
  const withNews: TripView = {
    ...view,
    messages: [
      {
        id: 'g2',
        subject: 'Nouvel horaire de vol',
        body: 'Départ à 18 h.\nPorte B.',
        sentAt: '2026-11-20T15:00:00.000Z',
      },
    ],
  };

  it('shows what the agency sent the group, as the server gave it (the booking’s language)', () => {
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [withNews],
    });
    const news = screen.getByRole('region', { name: 'Messages de l’agence' });
    expect(news).toHaveTextContent('Nouvel horaire de vol');
    expect(news).toHaveTextContent('Départ à 18 h.');
  });

  it('shows no news section when nothing was sent', () => {
    renderPage(tripPage, { path: '/trip/trip.tok', params: { token: 'trip.tok' }, data: [view] });
    expect(screen.queryByRole('region', { name: 'Messages from the agency' })).toBeNull();
  });

  it('offers a plain form to write to the agency in the page’s language, and says the outcome', () => {
    const { container } = renderPage(tripPage, {
      path: '/fr/trip/trip.tok?message=sent',
      params: { token: 'trip.tok' },
      data: [view],
    });
    const form = container.querySelector('form[action*="/messages"]');
    expect(form).toHaveAttribute('action', '/api/trip/trip.tok/messages?lang=fr');
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(form?.querySelector('textarea[name="message"]')).toHaveAttribute('maxlength', '2000');
    expect(screen.getByRole('button', { name: 'Envoyer mon message' })).toBeInTheDocument();
    expect(screen.getByText(/votre message a été envoyé à l’agence/)).toBeInTheDocument();
  });

  it('shows the pilgrim what they wrote to the agency, newest first, with the agency’s replies under each', () => {
    renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [
        {
          ...view,
          sentMessages: [
            {
              id: 'm2',
              text: 'Can my mother have a wheelchair?',
              sentAt: '2026-11-20T15:00:00Z',
              replies: [],
            },
            {
              id: 'm1',
              text: 'Which terminal?',
              sentAt: '2026-11-02T15:00:00Z',
              replies: [
                { text: 'Terminal 3, door B.', sentAt: '2026-11-03T15:00:00Z' },
                { text: 'Be there at 15:00.', sentAt: '2026-11-04T15:00:00Z' },
              ],
            },
          ],
        },
      ],
    });
    const sent = screen.getByRole('region', { name: 'Your messages and our replies' });
    expect(sent).toHaveTextContent(
      /You wrote, November 20, 2026\s*Can my mother have a wheelchair\?\s*No reply yet: the agency answers here, by email or by phone\.\s*You wrote, November 2, 2026\s*Which terminal\?\s*The agency’s reply, November 3, 2026\s*Terminal 3, door B\.\s*The agency’s reply, November 4, 2026\s*Be there at 15:00\./,
    );
    expect(sent).toHaveTextContent('Each reply is also sent to you by email.');
  });

  it('says when the message was refused or too many were sent', () => {
    renderPage(tripPage, {
      path: '/trip/trip.tok?message=busy',
      params: { token: 'trip.tok' },
      data: [view],
    });
    expect(screen.getByText(/sent several messages in a short time/)).toBeInTheDocument();
  });
});

describe('the trip page’s request to cancel', () => {
  const policy = {
    tiers: [{ daysBefore: 30, fee: { type: 'percent' as const, value: 5000 } }],
    nonRefundable: [],
  };
  const asked = {
    travellers: 1,
    names: [],
    reason: 'Travail',
    by: 'pilgrim' as const,
    at: '2027-01-05T15:00:00.000Z',
  };

  it('states the policy and offers the form while the booking may still ask', () => {
    renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [{ ...view, cancellation: { open: true, names: [], policy, request: null } }],
    });
    const section = screen.getByRole('region', { name: 'Ask to cancel' });
    expect(section).toHaveTextContent('Your cancellation policy');
    expect(section).toHaveTextContent('50%');
    expect(screen.getByRole('radio', { name: 'The whole booking (2 travellers)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send my request' })).toBeVisible();
  });

  it('says what was asked, in French, once the booking can no longer ask', () => {
    renderPage(tripPage, {
      path: '/fr/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [{ ...view, cancellation: { open: false, names: [], policy: null, request: asked } }],
    });
    const section = screen.getByRole('region', { name: 'Demander une annulation' });
    expect(section.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Votre demande d’annuler 1 voyageur a été envoyée le 5 janvier 2027 ; l’agence vous répondra avec les montants.',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows nothing when the booking can no longer ask and asked nothing', () => {
    renderPage(tripPage, {
      path: '/trip/trip.tok',
      params: { token: 'trip.tok' },
      data: [{ ...view, cancellation: { open: false, names: [], policy, request: null } }],
    });
    expect(screen.queryByRole('region', { name: 'Ask to cancel' })).toBeNull();
  });
});

describe('the find-my-trip page', () => {
  it('posts a plain form in the page’s language and says the same after any request', () => {
    const { container } = renderPage(findTripPage, { path: '/fr/trip?status=sent' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('action', '/api/trip-link');
    expect(container.querySelector('input[name="language"]')).toHaveAttribute('value', 'fr');
    expect(screen.getByRole('status')).toHaveTextContent(/Si cette adresse a une réservation/);
  });
});
