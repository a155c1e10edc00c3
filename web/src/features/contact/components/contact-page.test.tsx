import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../../testing/data';
import { stubApi } from '../../../testing/fake-api';
import { fill } from '../../../testing/fill';
import { renderApp } from '../../../testing/render';

async function openContact(settings = makeSettings()) {
  const fetchMock = stubApi({ '/api/settings': settings });
  const view = renderApp('/contact');
  const form = await screen.findByRole('form', { name: 'Contact form' });
  return { ...view, form: within(form), fetchMock };
}

describe('/contact', () => {
  it('has the fields with their placeholders, a 5-row message and the office hours', async () => {
    const { form } = await openContact();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveAttribute('placeholder', 'Your name');
    expect(form.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'placeholder',
      'you@example.com',
    );
    expect(form.getByRole('textbox', { name: /Phone/ })).not.toBeRequired();
    const message = form.getByRole('textbox', { name: /Message/ });
    expect(message).toHaveAttribute('placeholder', 'Tell us about your Umrah plans...');
    expect(message).toHaveAttribute('rows', '5');
    const hours = screen.getByRole('heading', { name: 'Office Hours' }).parentElement!;
    expect(hours).toHaveTextContent('Monday - Friday9:00 AM - 6:00 PM');
    expect(hours).toHaveTextContent('Saturday10:00 AM - 4:00 PM');
    expect(hours).toHaveTextContent('SundayClosed');
  });

  it('requires name, email and message, and checks the email format', async () => {
    const { form, user } = await openContact();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();

    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.tab();
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it("sends to /api/contact: 'Sending...' and disabled, then 'Message Sent!' and a cleared form", async () => {
    const { form, user, fetchMock } = await openContact();
    let answer: (res: Response) => void = () => {};
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      String(input) === '/api/contact'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : original(input, init),
    );
    await fill(user, form.getByRole('textbox', { name: /Name/ }), 'Aisha Rahman');
    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@example.com');
    await fill(user, form.getByRole('textbox', { name: /Message/ }), 'We are a family of four.');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const sending = await form.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/contact')!;
    const body = JSON.parse(String(call[1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ name: 'Aisha Rahman', email: 'aisha@example.com', website: '' });
    expect(body.submissionId).toMatch(/^[a-f0-9]{32}$/);
    answer(
      new Response(JSON.stringify({ id: body.submissionId, message: 'Received' }), { status: 201 }),
    );

    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(
      screen.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps everything typed when the server refuses, and retries with the same id', async () => {
    const fetchMock = stubApi({
      '/api/settings': makeSettings(),
      '/api/contact': { status: 429, body: { message: 'Too many submissions from your network.' } },
    });
    const { user } = renderApp('/contact');
    const form = within(await screen.findByRole('form', { name: 'Contact form' }));
    await fill(user, form.getByRole('textbox', { name: /Name/ }), 'Aisha Rahman');
    await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@example.com');
    await fill(user, form.getByRole('textbox', { name: /Message/ }), 'We are a family of four.');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many submissions from your network.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue('Aisha Rahman');
    expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue('We are a family of four.');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === '/api/contact'),
      ).toHaveLength(2),
    );
    const ids = fetchMock.mock.calls
      .filter(([input]) => String(input) === '/api/contact')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { submissionId: string }).submissionId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('shows the contact details and social links from settings', async () => {
    await openContact(
      makeSettings({
        phone: '+1 905 555 0186',
        email: 'salam@noor.example',
        address: '10 Main St',
        whatsappNumber: '+1 416 555 0142',
        instagramUrl: 'https://instagram.com/noor',
      }),
    );
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '+1 905 555 0186' })).toHaveAttribute(
      'href',
      'tel:+19055550186',
    );
    expect(main.getByRole('link', { name: 'salam@noor.example' })).toHaveAttribute(
      'href',
      'mailto:salam@noor.example',
    );
    expect(main.getByText('10 Main St')).toBeInTheDocument();
    expect(main.getByRole('link', { name: '+1 416 555 0142' })).toHaveAttribute(
      'href',
      'https://wa.me/14165550142',
    );
    expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/noor',
    );
    expect(main.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(document.title).toBe('Contact Us | Premium Umrah Services');
  });
});
