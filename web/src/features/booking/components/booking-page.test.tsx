import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayInTimeZone } from '@umrah/domain/dates';
import { describe, expect, it } from 'vitest';
import { makePackage, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { stubXhr } from '../../../testing/fake-xhr';
import { CONSENT_REQUIRED_MESSAGE } from '@umrah/domain/inbox';
import { fill } from '../../../testing/fill';
import { renderApp } from '../../../testing/render';

const PACKAGES = [
  makePackage({ id: 'p1', slug: 'ramadan', title: 'Ramadan Last Ten Nights' }),
  makePackage({ id: 'p2', slug: 'december', title: 'December Holiday Umrah' }),
];

async function openBooking(path = '/booking', packages: unknown = PACKAGES) {
  const fetchMock = stubApi({ '/api/settings': makeSettings(), '/api/packages': packages });
  const view = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Booking request form' });
  return { ...view, form: within(form), fetchMock };
}

function tomorrow(): string {
  const [y, m, d] = todayInTimeZone().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

describe('/booking', () => {
  it('shows a spinner while the packages load, and an error if they fail', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/packages': NEVER });
    const view = renderApp('/booking');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading packages' }),
    ).toBeInTheDocument();
    view.unmount();

    stubApi({ '/api/settings': makeSettings(), '/api/packages': failWith(500) });
    renderApp('/booking');
    expect(await screen.findByText("We couldn't load our packages")).toBeInTheDocument();
  });

  it('tells in the consent how long the agency keeps the passport scan', async () => {
    const { form } = await openBooking();
    expect(
      form.getByRole('checkbox', { name: /deleted automatically 90 days after the trip/ }),
    ).toBeInTheDocument();
  });

  it('uses the retention period set in the settings', async () => {
    stubApi({
      '/api/settings': makeSettings({ passportRetentionDays: '30' }),
      '/api/packages': PACKAGES,
    });
    renderApp('/booking');
    const form = within(await screen.findByRole('form', { name: 'Booking request form' }));
    expect(
      await form.findByRole('checkbox', { name: /deleted automatically 30 days after the trip/ }),
    ).toBeInTheDocument();
  });

  it('explains the 24-hour review in four steps', async () => {
    await openBooking();
    expect(screen.getByText('Your request is reviewed within 24 hours.')).toBeInTheDocument();
    const steps = screen.getByRole('heading', { name: 'What happens next?' }).parentElement!;
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(document.title).toBe('Book Your Umrah | Premium Umrah Services');
  });

  it('offers the published packages and travellers 1 Person to 10 People, default 1', async () => {
    const { form } = await openBooking();
    const pkg = form.getByRole('combobox', { name: /Umrah package/ });
    expect(
      within(pkg)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a package', 'Ramadan Last Ten Nights', 'December Holiday Umrah']);
    const travellers = form.getByRole('combobox', { name: /Number of travellers/ });
    const labels = within(travellers)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toHaveLength(10);
    expect(labels[0]).toBe('1 Person');
    expect(labels[1]).toBe('2 People');
    expect(labels[9]).toBe('10 People');
    expect(travellers).toHaveValue('1');
  });

  it('requires every field and the package, with its exact message and toast', async () => {
    const { form, user } = await openBooking();
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    const message =
      'Package Required - Please select an Umrah package to proceed with your booking.';
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByText('Full name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Phone is required')).toBeInTheDocument();
    expect(form.getByText('Preferred date is required')).toBeInTheDocument();
    expect(await screen.findByText('Package Required')).toBeInTheDocument();
    expect(
      screen.getByText('Please select an Umrah package to proceed with your booking.'),
    ).toBeInTheDocument();
  });

  it('checks the email format and refuses a preferred date before today', async () => {
    const { form, user } = await openBooking();
    const date = form.getByLabelText(/Preferred travel date/);
    // Set when the visitor reaches the field (booking-form.tsx).
    expect(date).not.toHaveAttribute('min');
    fireEvent.focus(date);
    expect(date).toHaveAttribute('min', todayInTimeZone());
    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@');
    fireEvent.change(date, { target: { value: '2020-01-01' } });
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(form.getByText('Preferred date cannot be earlier than today')).toBeInTheDocument();
  });

  it('preselects the package from ?package= and notes the room type from the pricing card', async () => {
    const { form } = await openBooking('/booking?package=december&room=quad');
    expect(form.getByRole('combobox', { name: /Umrah package/ })).toHaveValue('p2');
    expect(screen.getByText('Quad room (4 people per room)')).toBeInTheDocument();
  });

  it('warns when the linked package is not available', async () => {
    const { form } = await openBooking('/booking?package=draft-package');
    expect(screen.getByText(/no longer available/)).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: /Umrah package/ })).toHaveValue('');
  });

  it("rejects a passport scan over 5 MB with 'File too large' and keeps a valid one", async () => {
    const { form, user } = await openBooking();
    const input = form.getByLabelText(/Upload passport/);
    const big = new File(['x'], 'passport.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(
      await form.findByText('File too large - Please upload a file smaller than 5MB'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Please upload a file smaller than 5MB')).toBeInTheDocument();
    expect(form.queryByText('passport.pdf')).not.toBeInTheDocument();

    const ok = new File(['scan'], 'passport.png', { type: 'image/png' });
    await user.upload(form.getByLabelText(/Upload passport/), ok);
    expect(await form.findByText('passport.png')).toBeInTheDocument();
    expect(
      form.queryByText('File too large - Please upload a file smaller than 5MB'),
    ).not.toBeInTheDocument();
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
  });

  it('requires the consent to how the details and passport scan are kept', async () => {
    const { form, user } = await openBooking('/booking?package=ramadan');
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await form.findByText(CONSENT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(
      form.getByRole('checkbox', { name: /deleted automatically 90 days after the trip/ }),
    ).not.toBeChecked();
  });

  it("submits to /api/bookings: 'Booking Request Submitted!' toast and a cleared form", async () => {
    const sent = stubXhr(201);
    const { form, user } = await openBooking('/booking?package=ramadan&room=double');
    await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@example.com');
    await fill(user, form.getByRole('textbox', { name: /Phone/ }), '+1 416 555 0100');
    await user.selectOptions(form.getByRole('combobox', { name: /Number of travellers/ }), '4');
    fireEvent.change(form.getByLabelText(/Preferred travel date/), {
      target: { value: tomorrow() },
    });
    await user.click(form.getByRole('checkbox', { name: /I agree/ }));
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));

    expect(await form.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(await screen.findByText('Booking Request Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText("We'll contact you soon to confirm your booking details."),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body;
    expect(sent[0]!.url).toBe('/api/bookings');
    expect(body.get('fullName')).toBe('Aisha Rahman');
    expect(body.get('numberOfTravelers')).toBe('4');
    expect(body.get('roomType')).toBe('double');
    expect(body.get('consent')).toBe('true');
    expect(body.get('website')).toBe('');
    expect(String(body.get('submissionId'))).toMatch(/^[a-f0-9]{32}$/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /Umrah package/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Number of travellers/ })).toHaveValue('1');
  });

  it('keeps everything typed when the server refuses the booking', async () => {
    stubXhr(400, { message: 'This package is not available for booking' });
    const { form, user } = await openBooking('/booking?package=ramadan');
    await fill(user, form.getByRole('textbox', { name: /Full name/ }), 'Aisha Rahman');
    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@example.com');
    await fill(user, form.getByRole('textbox', { name: /Phone/ }), '+1 416 555 0100');
    fireEvent.change(form.getByLabelText(/Preferred travel date/), {
      target: { value: tomorrow() },
    });
    await user.click(form.getByRole('checkbox', { name: /I agree/ }));
    await user.click(form.getByRole('button', { name: 'Submit Booking Request' }));
    expect(
      await screen.findByText('This package is not available for booking'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Full name/ })).toHaveValue('Aisha Rahman');
  });
});
