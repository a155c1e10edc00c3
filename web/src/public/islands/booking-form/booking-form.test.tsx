import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, latestPreferredDate, todayInTimeZone } from '@umrah/domain/model/dates';
import { submissionReference } from '@umrah/domain/model/reference';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { stubXhr } from '../../../testing/fake-xhr';
import { fill } from '../../../testing/fill';
import { formText, reachFor } from '../../testing/form-text';
import { ROOM_SIZES, type RoomType } from '@umrah/domain/model/rooms';
import { BookingForm, type BookingFormProps, type BookingRoomsOffer } from './booking-form';

// The proof-of-work has its own tests (forms/spam-check.test.ts); here it answers at once.
vi.mock('../forms/spam-check', () => ({
  createSpamCheck: () => ({ start: () => {}, take: () => Promise.resolve('pow-solution') }),
}));

/** A room offer as the server words it (pages/booking/booking-page.tsx). */
function offer(rooms: [RoomType, string][], notes: string[] = []): BookingRoomsOffer {
  return {
    rooms: rooms.map(([kind, price]) => ({
      kind,
      name: kind[0]!.toUpperCase() + kind.slice(1),
      size: `${ROOM_SIZES[kind]} people per room`,
      price: `${price} per person`,
      deposit: 'Deposit $500 per person',
    })),
    from: false,
    notes,
  };
}

const PACKAGES = [
  {
    id: 'p1',
    slug: 'ramadan',
    title: 'Ramadan Last Ten Nights',
    rooms: offer([
      ['triple', '$7,450'],
      ['double', '$8,650'],
    ]),
  },
  {
    id: 'p2',
    slug: 'december',
    title: 'December Holiday Umrah',
    rooms: offer([
      ['quad', '$3,950'],
      ['triple', '$4,350'],
    ]),
  },
];

const PROPS: BookingFormProps = {
  packages: PACKAGES,
  preselectedSlug: '',
  room: null,
  passportRetentionDays: 90,
  ...formText('booking'),
};

function open(props: Partial<BookingFormProps> = {}) {
  const user = userEvent.setup();
  render(<BookingForm {...PROPS} {...props} />);
  const form = within(screen.getByRole('form', { name: 'Booking request form' }));
  return { user, form };
}

type Form = ReturnType<typeof open>['form'];

function tomorrow(): string {
  const [y, m, d] = todayInTimeZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, form: Form) {
  await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
  await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@example.com');
  await fill(user, form.getByRole('textbox', { name: 'Phone' }), '+1 416 555 0100');
  fireEvent.change(form.getByLabelText(/Preferred travel date/), {
    target: { value: tomorrow() },
  });
  await user.click(form.getByRole('checkbox', { name: /I agree/ }));
}

describe('BookingForm', () => {
  it('offers the published packages and travellers 1 Person to 10 People, default 1', () => {
    const { form } = open();
    const pkg = form.getByRole('combobox', { name: 'Umrah package' });
    expect(pkg).toBeRequired();
    expect(
      within(pkg)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a package', 'Ramadan Last Ten Nights', 'December Holiday Umrah']);
    expect(pkg).toHaveValue('');
    const travellers = form.getByRole('combobox', { name: 'Number of travellers' });
    const labels = within(travellers)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toHaveLength(10);
    expect(labels[0]).toBe('1 Person');
    expect(labels[1]).toBe('2 People');
    expect(labels[9]).toBe('10 People');
    expect(travellers).toHaveValue('1');
    expect(form.getByRole('textbox', { name: 'Special requests (optional)' })).toHaveAttribute(
      'placeholder',
      'Wheelchair assistance, adjoining rooms, dietary needs...',
    );
  });

  it('tells in the consent how long the agency keeps the passport scan', () => {
    const { form } = open({ passportRetentionDays: 30 });
    expect(
      form.getByRole('checkbox', { name: /deleted automatically 30 days after the trip\./ }),
    ).not.toBeChecked();
  });

  it('preselects the package from ?package= and the room from its room card, with its price', async () => {
    const { form, user } = open({ preselectedSlug: 'december', room: 'quad' });
    const pkg = form.getByRole('combobox', { name: 'Umrah package' });
    expect(pkg).toHaveValue('p2');
    const rooms = within(form.getByRole('group', { name: 'Room type' }));
    expect(rooms.getByRole('radio', { name: /Quad 4 people per room/ })).toBeChecked();
    expect(rooms.getByRole('radio', { name: /Quad/ }).closest('label')).toHaveTextContent(
      '$3,950 per personDeposit $500 per person',
    );
    expect(rooms.getByRole('radio', { name: /Not sure yet/ })).not.toBeChecked();
    // Another package: its rooms, none chosen.
    await user.selectOptions(pkg, 'p1');
    const other = within(form.getByRole('group', { name: 'Room type' }));
    expect(other.queryByRole('radio', { name: /Quad/ })).toBeNull();
    expect(other.getByRole('radio', { name: /Not sure yet/ })).toBeChecked();
    expect(other.getByRole('radio', { name: /Double/ })).not.toBeChecked();
  });

  it('warns when the linked package is not available', () => {
    const { form } = open({ preselectedSlug: 'draft-package', room: 'double' });
    expect(
      screen.getByText(
        'The package you chose is no longer available. Please select another package.',
      ),
    ).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Umrah package' })).toHaveValue('');
    expect(screen.queryByText(/Room preference/)).not.toBeInTheDocument();
  });

  it('requires every field and the package: short field messages, the spec text in the toast', async () => {
    const sent = stubXhr(201);
    const { form, user } = open();
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    const message = 'Please choose a package';
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    expect(form.getByText('Preferred date is required')).toBeInTheDocument();
    expect(form.getByText('Please agree to how we handle your information')).toBeInTheDocument();
    // The "Title - sentence" text is the toast's only.
    expect(form.queryByText(/Package Required/)).not.toBeInTheDocument();
    const toast = screen.getByRole('alert');
    expect(within(toast).getByText('Package Required')).toBeInTheDocument();
    expect(
      within(toast).getByText('Please select an Umrah package to proceed with your booking.'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(form.getByRole('combobox', { name: 'Umrah package' })).toHaveAccessibleDescription(
      message,
    );
    expect(form.getByRole('checkbox', { name: /I agree/ })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('checks the email format and refuses a preferred date before today', async () => {
    const { form, user } = open({ preselectedSlug: 'ramadan' });
    const date = form.getByLabelText(/Preferred travel date/);
    // Set when the visitor reaches the field.
    expect(date).not.toHaveAttribute('min');
    expect(date).not.toHaveAttribute('max');
    fireEvent.focus(date);
    expect(date).toHaveAttribute('min', todayInTimeZone());
    // The picker offers no date past the schema's limit (two years ahead).
    expect(date).toHaveAttribute('max', latestPreferredDate(todayInTimeZone()));
    await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(form.getByText('Preferred date cannot be earlier than today')).toBeInTheDocument();
    expect(screen.queryByText('Package Required')).not.toBeInTheDocument();
  });

  it('wants a name with two letters and an email whose domain has a dot', async () => {
    const { form, user } = open({ preselectedSlug: 'ramadan' });
    await fillIn(user, form);
    await user.clear(form.getByRole('textbox', { name: /Full name/ }));
    await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'A');
    await user.clear(form.getByRole('textbox', { name: 'Email' }));
    await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@gmail');
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await form.findByText('Full name must have at least two letters')).toBeInTheDocument();
    expect(form.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Full name/ })).toHaveFocus();
  });

  it('scrolls the field being fixed out from under the error toast (a phone)', async () => {
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    // A 375 px phone: the toast's card at 500-600 px, the focused package field at 520-580 px.
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const box = (top: number, bottom: number) =>
        ({ top, bottom, height: bottom - top, left: 0, right: 375, width: 375 }) as DOMRect;
      if (this.classList.contains('toast')) return box(500, 600);
      if (this.querySelector('#booking-packageId')) return box(520, 580);
      return box(0, 0);
    });
    try {
      const { form, user } = open();
      await fillIn(user, form);
      await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
      await screen.findByText('Package Required');
      expect(form.getByRole('combobox', { name: 'Umrah package' })).toHaveFocus();
      // Its bottom (580) goes 16 px above the toast's top (500).
      await waitFor(() => expect(scrollBy).toHaveBeenCalledWith({ top: 96 }));
    } finally {
      rect.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it("rejects a passport scan over 5 MB with 'File too large' and keeps a valid one", async () => {
    const { form, user } = open();
    const input = form.getByLabelText(/Upload passport/);
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    const big = new File(['x'], 'passport.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    // A short field message under the field; the spec's whole text is the toast's.
    const error = 'Please upload a file smaller than 5MB';
    expect(await form.findByText(error)).toBeInTheDocument();
    expect(form.getByLabelText(/Upload passport/)).toHaveAccessibleDescription(error);
    const toast = screen.getAllByRole('alert').find((el) => el.classList.contains('toast-region'))!;
    expect(within(toast).getByText('File too large')).toBeInTheDocument();
    expect(within(toast).getByText(error)).toBeInTheDocument();
    expect(form.queryByText('passport.pdf')).not.toBeInTheDocument();

    const ok = new File(['scan'], 'passport.png', { type: 'image/png' });
    await user.upload(form.getByLabelText(/Upload passport/), ok);
    expect(await form.findByText('passport.png')).toBeInTheDocument();
    expect(form.queryByText(error)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Remove passport.png' }));
    expect(form.queryByText('passport.png')).not.toBeInTheDocument();
    expect(form.getByLabelText(/Upload passport/)).toHaveFocus();
  });

  it('offers news and offers unticked, apart from the privacy consent, and sends it when ticked', async () => {
    const sent = stubXhr(201, { id: 'x', reference: 'K7QM-2XPD', message: 'Received' });
    const { form, user } = open({ preselectedSlug: 'ramadan', room: 'double', reach: reachFor() });
    const news = form.getByRole('checkbox', { name: 'Send me news and offers' });
    expect(news).not.toBeChecked();
    expect(news).not.toBeRequired();
    // Ticking it is no privacy consent: the request still needs that one.
    await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
    await user.click(news);
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(
      await form.findByText('Please agree to how we handle your information'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    await screen.findByRole('region', { name: 'Booking Request Submitted!' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.get('marketingConsent')).toBe('true');
    expect(sent[0]!.body.get('consent')).toBe('true');
  });

  it("submits to /api/bookings: 'Booking Request Submitted!' toast, then a confirmation that stays", async () => {
    window.history.replaceState(null, '', '/booking?package=ramadan&room=double');
    const sent = stubXhr(201, { id: 'x', reference: 'K7QM-2XPD', message: 'Received' });
    const { form, user } = open({ preselectedSlug: 'ramadan', room: 'double', reach: reachFor() });
    await fillIn(user, form);
    await user.selectOptions(form.getByRole('combobox', { name: 'Number of travellers' }), '4');
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));

    expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const toast = screen.getByRole('status');
    expect(await within(toast).findByText('Booking Request Submitted!')).toBeInTheDocument();
    expect(
      within(toast).getByText("We'll contact you soon to confirm your booking details."),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const { url, body, headers } = sent[0]!;
    expect(url).toBe('/api/bookings');
    expect(headers['X-Requested-With']).toBe('fetch');
    expect(Object.fromEntries(body.entries())).toEqual({
      fullName: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+1 416 555 0100',
      packageId: 'p1',
      numberOfTravelers: '4',
      preferredDate: tomorrow(),
      specialRequests: '',
      consent: 'true',
      // The news-and-offers box, unticked: the privacy consent alone says nothing of it.
      marketingConsent: 'false',
      roomType: 'double',
      waitingList: 'false',
      departureId: '',
      language: 'en',
      website: '',
      submissionId: expect.stringMatching(/^[a-f0-9]{32}$/) as string,
      altcha: 'pow-solution',
    });
    // Where the form was: the server's reference, what was sent, what happens next and when.
    const confirm = screen.getByRole('region', { name: 'Booking Request Submitted!' });
    expect(within(confirm).getByTestId('confirmation-reference')).toHaveTextContent('K7QM-2XPD');
    expect(confirm).toHaveTextContent(
      'We have emailed you a copy of this reference at aisha@example.com.',
    );
    expect(confirm).toHaveTextContent('contacts you within 24 hours, during our office hours');
    expect(confirm).toHaveTextContent('Monday - Friday: 9:00 AM - 6:00 PM');
    const summary = Object.fromEntries(
      within(confirm)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(summary).toMatchObject({
      'Umrah package': 'Ramadan Last Ten Nights',
      'Room type': 'Double room (2 people per room)',
      'Number of travellers': '4 People',
      'Full name (as on passport)': 'Aisha Rahman',
      Phone: '+1 416 555 0100',
      'Passport copy (optional)': 'None',
    });
    expect(within(confirm).getByRole('link', { name: 'WhatsApp us' })).toBeInTheDocument();
    expect(within(confirm).getByRole('link', { name: 'Call +1 416 555 0199' })).toBeInTheDocument();
    expect(screen.queryByText(/Room preference/)).not.toBeInTheDocument();
    expect(window.location.search).toBe('');

    // Another request: the form comes back cleared, without errors.
    await user.click(within(confirm).getByRole('button', { name: 'Send another request' }));
    const again = within(screen.getByRole('form', { name: 'Booking request form' }));
    expect(again.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(again.getByRole('combobox', { name: 'Umrah package' })).toHaveValue('');
    expect(again.getByRole('combobox', { name: 'Number of travellers' })).toHaveValue('1');
    expect(again.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    expect(again.queryByText('Full name is required')).not.toBeInTheDocument();
  });

  it('joins the waiting list of a sold-out package chosen on its page', async () => {
    const sent = stubXhr(201);
    const { form, user } = open({
      packages: [...PACKAGES, { id: 'p3', slug: 'premium', title: 'Premium Umrah', soldOut: true }],
      preselectedSlug: 'premium',
    });
    const pkg = form.getByRole('combobox', { name: 'Umrah package' });
    expect(pkg).toHaveValue('p3');
    expect(within(pkg).getByRole('option', { selected: true })).toHaveTextContent(
      'Premium Umrah (sold out: waiting list)',
    );
    expect(screen.getByText('This package is sold out.')).toBeInTheDocument();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Join the Waiting List' }));
    const confirm = await screen.findByRole('region', { name: "You're on the Waiting List!" });
    expect(confirm).toHaveTextContent('You are on the waiting list: we contact you');
    expect(sent[0]!.body.get('waitingList')).toBe('true');
    expect(sent[0]!.body.get('packageId')).toBe('p3');
  });

  describe('with departures', () => {
    // Within the preferred date's window (two years ahead at most).
    const soon = addDays(todayInTimeZone(), 60);
    const later = addDays(todayInTimeZone(), 120);
    const DATED = [
      {
        id: 'p1',
        slug: 'ramadan',
        title: 'Ramadan Last Ten Nights',
        rooms: { ...offer([['triple', '$6,990']]), from: true },
        departures: [
          {
            id: 'd1',
            date: soon,
            label: 'January 15, 2031 · from $3,450 · Available',
            // Its own prices: a quad room the package does not sell, and single rooms.
            rooms: offer(
              [
                ['quad', '$3,899'],
                ['triple', '$6,990'],
              ],
              ['Single room supplement: $1,250 per person.'],
            ),
          },
          {
            id: 'd2',
            date: later,
            label: 'March 10, 2031 · from $2,950 · Sold out: waiting list',
            waitingList: true,
          },
        ],
      },
      ...PACKAGES.slice(1),
    ];

    it('preselects the date named in the address: asks its room, at its prices, not a date', async () => {
      const sent = stubXhr(201);
      const { form, user } = open({
        packages: DATED,
        preselectedSlug: 'ramadan',
        preselectedDeparture: 'd1',
        room: 'quad',
      });
      const departure = form.getByRole('combobox', { name: 'Departure date' });
      expect(departure).toHaveValue('d1');
      expect(departure).toBeRequired();
      // The date is the departure's: no preferred date asked.
      expect(form.queryByLabelText(/Preferred travel date/)).toBeNull();
      const rooms = form.getByRole('group', { name: 'Room type' });
      expect(rooms).toHaveAccessibleDescription('Prices per person for the date you chose.');
      expect(rooms).toHaveTextContent('$3,899 per person');
      expect(rooms).toHaveTextContent('Single room supplement: $1,250 per person.');
      expect(within(rooms).getByRole('radio', { name: /Quad/ })).toBeChecked();
      await user.click(within(rooms).getByRole('radio', { name: /Triple/ }));
      await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
      await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@example.com');
      await fill(user, form.getByRole('textbox', { name: 'Phone' }), '+1 416 555 0100');
      await user.click(form.getByRole('checkbox', { name: /I agree/ }));
      await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
      await screen.findByRole('region', { name: 'Booking Request Submitted!' });
      expect(sent[0]!.body.get('departureId')).toBe('d1');
      expect(sent[0]!.body.get('preferredDate')).toBe(soon);
      expect(sent[0]!.body.get('roomType')).toBe('triple');
      expect(sent[0]!.body.get('waitingList')).toBe('false');
      const confirm = screen.getByRole('region', { name: 'Booking Request Submitted!' });
      expect(within(confirm).getByText('Departure date')).toBeInTheDocument();
      expect(within(confirm).getByText('Triple room (3 people per room)')).toBeInTheDocument();
    });

    it('says a closed date is closed, not sold out', async () => {
      const closed = DATED.map((pkg) =>
        pkg.id === 'p1'
          ? {
              ...pkg,
              departures: [
                {
                  id: 'd3',
                  date: later,
                  label: 'March 10, 2031 · from $2,950 · Closed: waiting list',
                  waitingList: true,
                  closed: true,
                },
              ],
            }
          : pkg,
      );
      const { form, user } = open({ packages: closed, preselectedSlug: 'ramadan' });
      await user.selectOptions(form.getByRole('combobox', { name: 'Departure date' }), 'd3');
      expect(screen.getByText('This date is closed to new bookings.')).toBeInTheDocument();
      expect(screen.queryByText('This date is sold out.')).toBeNull();
    });

    it('asks for a date, and a full date joins its waiting list', async () => {
      const sent = stubXhr(201);
      const { form, user } = open({ packages: DATED, preselectedSlug: 'ramadan' });
      const departure = form.getByRole('combobox', { name: 'Departure date' });
      expect(departure).toHaveValue('');
      // Before a date: the rooms from their lowest prices over the dates.
      expect(form.getByRole('group', { name: 'Room type' })).toHaveAccessibleDescription(
        'The lowest prices per person over the dates; choose a date for its own.',
      );
      expect(form.queryByLabelText(/Preferred travel date/)).toBeNull();
      await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
      await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@example.com');
      await fill(user, form.getByRole('textbox', { name: 'Phone' }), '+1 416 555 0100');
      await user.click(form.getByRole('checkbox', { name: /I agree/ }));
      await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
      expect(await form.findByText('Please choose a departure date')).toBeInTheDocument();
      expect(departure).toHaveFocus();
      expect(sent).toHaveLength(0);
      await user.selectOptions(departure, 'd2');
      expect(screen.getByText('This date is sold out.')).toBeInTheDocument();
      await user.click(form.getByRole('button', { name: 'Join the Waiting List' }));
      await screen.findByRole('region', { name: "You're on the Waiting List!" });
      expect(sent[0]!.body.get('departureId')).toBe('d2');
      expect(sent[0]!.body.get('preferredDate')).toBe(later);
      expect(sent[0]!.body.get('waitingList')).toBe('true');
    });

    it('drops the date field for a package without departures', async () => {
      const { form, user } = open({ packages: DATED, preselectedSlug: 'ramadan' });
      await user.selectOptions(form.getByRole('combobox', { name: 'Umrah package' }), 'p2');
      expect(form.queryByRole('combobox', { name: 'Departure date' })).toBeNull();
      expect(form.getByLabelText(/Preferred travel date/)).not.toHaveAttribute('readonly');
    });
  });

  it('leaves waiting-list mode when another package is chosen', async () => {
    const { form, user } = open({
      packages: [...PACKAGES, { id: 'p3', slug: 'premium', title: 'Premium Umrah', soldOut: true }],
      preselectedSlug: 'premium',
    });
    await user.selectOptions(form.getByRole('combobox', { name: 'Umrah package' }), 'p1');
    expect(screen.queryByText('This package is sold out.')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Submit Booking Request' })).toBeInTheDocument();
  });

  it('sends the passport scan and shows the upload progress', async () => {
    const sent = stubXhr(201);
    const { form, user } = open({ preselectedSlug: 'december' });
    await fillIn(user, form);
    const scan = new File(['scan'], 'passport.pdf', { type: 'application/pdf' });
    await user.upload(form.getByLabelText(/Upload passport/), scan);
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await form.findByRole('progressbar', { name: /Uploading passport scan/ })).toBeVisible();
    const confirm = await screen.findByRole('region', { name: 'Booking Request Submitted!' });
    const file = sent[0]!.body.get('passport') as File;
    expect(file.name).toBe('passport.pdf');
    expect(sent[0]!.body.get('roomType')).toBe('');
    expect(within(confirm).getByText('Attached')).toBeInTheDocument();
    // No answer's reference (an old server): the same rule makes it from the id sent.
    expect(within(confirm).getByTestId('confirmation-reference')).toHaveTextContent(
      submissionReference(String(sent[0]!.body.get('submissionId'))),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Send another request' }));
    expect(screen.queryByText('passport.pdf')).not.toBeInTheDocument();
  });

  it("keeps everything typed when the server refuses, with the server's message", async () => {
    const sent = stubXhr(400, { message: 'This package is not available for booking' });
    const { form, user } = open({ preselectedSlug: 'ramadan' });
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    const alert = await screen.findByRole('alert');
    expect(
      await within(alert).findByText('This package is not available for booking'),
    ).toBeVisible();
    expect(within(alert).getByText('Booking not sent')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('Aisha Rahman');
    expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]!.body.get('submissionId')).toBe(sent[1]!.body.get('submissionId'));
  });
});

describe('BookingForm before and after hydration', () => {
  it('takes typing in the server markup, keeps it on waking, and only sending waits', async () => {
    const props: BookingFormProps = { ...PROPS, preselectedSlug: 'december', room: 'triple' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingForm {...props} />);
    document.body.append(container);
    expect(container.querySelector('fieldset')).toBeEnabled();
    expect(container).not.toHaveTextContent('Loading the form…');
    expect(container.querySelector('select')).toHaveValue('p2');
    expect(
      within(container).getByRole('button', { name: 'Getting ready to send…' }),
    ).toBeDisabled();
    const fullName = container.querySelector<HTMLInputElement>('#booking-fullName')!;
    const consent = container.querySelector<HTMLInputElement>('#booking-consent')!;
    const travellers = container.querySelector<HTMLSelectElement>('#booking-numberOfTravelers')!;
    fullName.value = 'Khadija Yusuf';
    consent.checked = true;
    travellers.value = '3';

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <BookingForm {...props} />, { onRecoverableError: recoverable }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(fullName).toHaveValue('Khadija Yusuf');
    expect(consent).toBeChecked();
    expect(travellers).toHaveValue('3');
    expect(within(container).getByRole('button', { name: 'Submit Booking Request' })).toBeEnabled();
    expect(within(container).getByRole('radio', { name: /Triple/ })).toBeChecked();
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('drops the room when another package was chosen before it woke', async () => {
    const props: BookingFormProps = { ...PROPS, preselectedSlug: 'december', room: 'triple' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingForm {...props} />);
    document.body.append(container);
    container.querySelector<HTMLSelectElement>('#booking-packageId')!.value = 'p1';
    const root = await act(async () => hydrateRoot(container, <BookingForm {...props} />));
    expect(container.querySelector('#booking-packageId')).toHaveValue('p1');
    expect(within(container).getByRole('radio', { name: /Triple/ })).not.toBeChecked();
    expect(within(container).getByRole('radio', { name: /Not sure yet/ })).toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a room picked in the server markup before it woke', async () => {
    const props: BookingFormProps = { ...PROPS, preselectedSlug: 'december', room: null };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BookingForm {...props} />);
    document.body.append(container);
    const quad = within(container).getByRole<HTMLInputElement>('radio', { name: /Quad/ });
    expect(within(container).getByRole('radio', { name: /Not sure yet/ })).toBeChecked();
    quad.checked = true;
    const root = await act(async () => hydrateRoot(container, <BookingForm {...props} />));
    expect(within(container).getByRole('radio', { name: /Quad/ })).toBeChecked();
    expect(within(container).getByRole('radio', { name: /Not sure yet/ })).not.toBeChecked();
    act(() => root.unmount());
    container.remove();
  });
});
