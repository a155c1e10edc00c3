import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApiError } from '@umrah/domain/model/api-error';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../../testing/fill';
import { formText, reachFor } from '../../testing/form-text';
import { ContactForm } from './contact-form';

const EN = formText('contact');

// The proof-of-work has its own tests (forms/spam-check.test.ts); here it answers at once.
const spamCheck = vi.hoisted(() => ({
  start: vi.fn(),
  take: vi.fn(() => Promise.resolve('pow-solution')),
}));
vi.mock('../forms/spam-check', () => ({ createSpamCheck: () => spamCheck }));

/** Stubs fetch (the network boundary): /api/contact answers `answer` (default 201). */
function stubFetch(answer: () => Promise<Response> | Response = () => created()) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/api/contact'
      ? Promise.resolve(answer())
      : Promise.reject(new Error(`unexpected ${String(input)}`)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function created() {
  return new Response(JSON.stringify({ id: 'x', reference: 'K7QM-2XPD', message: 'Received' }), {
    status: 201,
  });
}

function bodyOf(call: [RequestInfo | URL, RequestInit?] | undefined) {
  return JSON.parse(String(call?.[1]?.body)) as Record<string, string>;
}

function open(variant: 'home' | 'page' = 'page') {
  const user = userEvent.setup();
  render(<ContactForm variant={variant} reach={reachFor()} {...EN} />);
  const form = within(screen.getByRole('form', { name: 'Contact form' }));
  return { user, form };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof open>['form'],
) {
  await fill(user, form.getByRole('textbox', { name: /Name/ }), 'Aisha Rahman');
  await fill(user, form.getByRole('textbox', { name: /Email/ }), 'aisha@example.com');
  await fill(user, form.getByRole('textbox', { name: /Message/ }), 'We are a family of four.');
}

describe('ContactForm', () => {
  it('has the fields with their placeholders, an optional phone and a 5-row message', () => {
    const { form } = open();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Your name');
    expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'placeholder',
      'you@example.com',
    );
    const phone = form.getByRole('textbox', { name: 'Phone (optional)' });
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAttribute('placeholder', '+1 416 555 0100');
    const message = form.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('placeholder', 'Tell us about your Umrah plans...');
    expect(message).toHaveAttribute('rows', '5');
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('has only name, email and message on the home page', () => {
    const { form } = open('home');
    expect(form.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual([
      'name',
      'email',
      'message',
    ]);
  });

  it('requires name, email and message, focuses the first, and checks the email format', async () => {
    const fetchMock = stubFetch();
    const { form, user } = open();
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Email is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();
    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(fetchMock).not.toHaveBeenCalled();

    await fill(user, form.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.tab();
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument();
    await fill(user, name, 'Aisha');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    expect(form.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('shows an error only once the visitor has left the field', async () => {
    const { form, user } = open();
    const email = form.getByRole('textbox', { name: 'Email' });
    await fill(user, email, 'aisha@');
    expect(form.queryByText('Email must be a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await form.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(form.queryByText('Message is required')).not.toBeInTheDocument();
  });

  it("sends to /api/contact: 'Sending...' and disabled, then 'Message Sent!' and a cleared form", async () => {
    let answer: (res: Response) => void = () => {};
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form, user } = open();
    await fillIn(user, form);
    await fill(user, form.getByRole('textbox', { name: 'Phone (optional)' }), '+1 416 555 0100');
    await user.click(form.getByRole('button', { name: 'Send Message' }));

    const sending = await form.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'fetch',
    });
    const body = bodyOf(fetchMock.mock.calls[0]);
    expect(body).toEqual({
      name: 'Aisha Rahman',
      email: 'aisha@example.com',
      phone: '+1 416 555 0100',
      message: 'We are a family of four.',
      // Unticked unless the visitor ticks it.
      marketingConsent: false,
      language: 'en',
      website: '',
      submissionId: expect.stringMatching(/^[a-f0-9]{32}$/) as string,
      altcha: 'pow-solution',
    });
    answer(created());

    const toast = await screen.findByRole('status');
    await within(toast).findByText('Message Sent!');
    expect(
      within(toast).getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeInTheDocument();
    // The confirmation stays where the form was: the server's reference, what was sent, that
    // a copy was mailed, what happens next and when, how to reach the agency.
    const confirm = screen.getByRole('region', { name: 'Message Sent!' });
    expect(within(confirm).getByTestId('confirmation-reference')).toHaveTextContent('K7QM-2XPD');
    expect(confirm).toHaveTextContent(
      'We have emailed you a copy of this reference at aisha@example.com.',
    );
    expect(confirm).toHaveTextContent('We reply to every message within 24 hours');
    expect(confirm).toHaveTextContent('Saturday: 10:00 AM - 4:00 PM');
    expect(within(confirm).getByText('We are a family of four.')).toBeInTheDocument();
    expect(within(confirm).getByText('+1 416 555 0100')).toBeInTheDocument();
    expect(within(confirm).getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      'https://wa.me/14165550100',
    );
    expect(within(confirm).getByRole('link', { name: 'Call +1 416 555 0199' })).toHaveAttribute(
      'href',
      'tel:+1 416 555 0199',
    );
    expect(within(confirm).getByRole('heading', { name: 'Message Sent!' })).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    // Another message: the form is back, cleared and not invalid.
    await user.click(within(confirm).getByRole('button', { name: 'Send another message' }));
    const again = within(screen.getByRole('form', { name: 'Contact form' }));
    expect(again.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(again.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(again.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(again.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('asks to keep the reference when the hourly caps held the copy back (emailed: false)', async () => {
    stubFetch(
      () =>
        new Response(
          JSON.stringify({ id: 'x', reference: 'K7QM-2XPD', emailed: false, message: 'Received' }),
          { status: 201 },
        ),
    );
    const { form, user } = open('home');
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    const confirm = await screen.findByRole('region', { name: 'Message Sent!' });
    expect(
      within(confirm).getByText(
        'Please note this reference: its emailed copy is delayed and will reach you within a few hours. We have your request.',
      ),
    ).toBeInTheDocument();
    expect(within(confirm).queryByText(/We have emailed you/)).not.toBeInTheDocument();
  });

  it('sends no phone from the home page, and the news-and-offers box once ticked', async () => {
    const fetchMock = stubFetch();
    const { form, user } = open('home');
    await fillIn(user, form);
    const news = form.getByRole('checkbox', { name: 'Send me news and offers' });
    expect(news).not.toBeChecked();
    expect(news).toHaveAccessibleDescription(/every one has a link to unsubscribe/);
    await user.click(news);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('region', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0])).toMatchObject({ marketingConsent: true });
    expect(Object.keys(bodyOf(fetchMock.mock.calls[0])).sort()).toEqual([
      'altcha',
      'email',
      'language',
      'marketingConsent',
      'message',
      'name',
      'submissionId',
      'website',
    ]);
  });

  it("shows the server's message, keeps what was typed, and retries with the same id", async () => {
    const fetchMock = stubFetch(
      () =>
        new Response(JSON.stringify({ message: 'Too many submissions from your network.' }), {
          status: 429,
        }),
    );
    const { form, user } = open();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Message not sent');
    expect(alert).toHaveTextContent('Too many submissions from your network.');
    expect(alert).not.toHaveTextContent('{');
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Aisha Rahman');
    expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('We are a family of four.');

    await user.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const ids = fetchMock.mock.calls.map((call) => bodyOf(call).submissionId);
    expect(ids[0]).toBe(ids[1]);
  });

  it('solves the spam check from the first focus, and says so when it fails', async () => {
    const fetchMock = stubFetch();
    const { form, user } = open();
    spamCheck.start.mockClear();
    await user.click(form.getByRole('textbox', { name: /Name/ }));
    expect(spamCheck.start).toHaveBeenCalled();
    await fillIn(user, form);
    spamCheck.take.mockRejectedValueOnce(
      new ApiError(400, "The form's spam check failed. Please reload the page and try again."),
    );
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The form's spam check failed. Please reload the page and try again.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never shows raw JSON when the answer has no message', async () => {
    stubFetch(() => new Response(JSON.stringify({ error: 'x' }), { status: 500 }));
    const { form, user } = open();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).not.toHaveTextContent('{');
  });

  it('hides the toast after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch();
    const { form, user } = open();
    await fillIn(user, form);
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    const toast = await screen.findByRole('status');
    expect(await within(toast).findByText('Message Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4900));
    expect(within(toast).getByText('Message Sent!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(toast).queryByText('Message Sent!')).not.toBeInTheDocument();
    // The confirmation stays.
    expect(screen.getByRole('region', { name: 'Message Sent!' })).toBeInTheDocument();
  });
});

describe('ContactForm before and after hydration', () => {
  it('takes typing in the server markup, keeps it on waking, and only sending waits', async () => {
    const html = renderToString(<ContactForm variant="page" {...EN} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>('#page-contact-name')!;
    const message = container.querySelector<HTMLTextAreaElement>('#page-contact-message')!;
    expect(container.querySelector('fieldset')).toBeEnabled();
    expect(name).toBeEnabled();
    expect(container).not.toHaveTextContent('Loading the form…');
    const waiting = within(container).getByRole('button', { name: 'Getting ready to send…' });
    expect(waiting).toBeDisabled();
    // The visitor types before the island has woken.
    name.value = 'Aisha Rahman';
    message.value = 'Salam, a family Umrah in March?';

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ContactForm variant="page" {...EN} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(name).toHaveValue('Aisha Rahman');
    expect(message).toHaveValue('Salam, a family Umrah in March?');
    expect(within(container).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // A re-render keeps it: the island's state holds what was typed.
    await act(async () => {
      name.focus();
      name.blur();
    });
    expect(name).toHaveValue('Aisha Rahman');
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });

  it('would notice a mismatch (the check above is not blind)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm variant="page" {...EN} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ContactForm variant="home" {...EN} />, {
        onRecoverableError: recoverable,
      }),
    );
    expect(errors.mock.calls.length + recoverable.mock.calls.length).toBeGreaterThan(0);
    act(() => root.unmount());
    errors.mockRestore();
  });
});

describe('ContactForm in French', () => {
  it('speaks French: labels, placeholders, French errors, the language sent, the toast', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(
      <ContactForm variant="page" reach={reachFor('fr-CA')} {...formText('contact', 'fr-CA')} />,
    );
    const form = within(screen.getByRole('form', { name: 'Formulaire de contact' }));
    expect(form.getByRole('textbox', { name: 'Nom' })).toHaveAttribute('placeholder', 'Votre nom');
    expect(form.getByRole('textbox', { name: 'Téléphone (facultatif)' })).not.toBeRequired();
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    expect(await form.findByText('Le champ « Nom » est obligatoire')).toBeInTheDocument();
    expect(form.getByText('Le champ « Courriel » est obligatoire')).toBeInTheDocument();
    expect(form.queryByText(/is required/)).not.toBeInTheDocument();
    await fill(user, form.getByRole('textbox', { name: 'Nom' }), 'Aïcha');
    await fill(user, form.getByRole('textbox', { name: 'Courriel' }), 'aicha@example.com');
    await fill(user, form.getByRole('textbox', { name: 'Message' }), 'Salam');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    const confirm = await screen.findByRole('region', { name: /^Message envoyé/ });
    expect(bodyOf(fetchMock.mock.calls[0]).language).toBe('fr');
    expect(confirm).toHaveTextContent('Votre référence');
    expect(confirm).toHaveTextContent('K7QM-2XPD');
    expect(confirm).toHaveTextContent('Samedi : 10 h à 16 h');
    expect(within(confirm).getByRole('button', { name: 'Envoyer un autre message' })).toBeVisible();
  });

  it('wants a name with two letters and an email domain with a dot, in both languages', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    const { unmount } = render(<ContactForm variant="home" {...formText('contact')} />);
    let form = within(screen.getByRole('form', { name: 'Contact form' }));
    await fill(user, form.getByRole('textbox', { name: 'Name' }), 'A');
    await fill(user, form.getByRole('textbox', { name: 'Email' }), 'aisha@gmail');
    await fill(user, form.getByRole('textbox', { name: 'Message' }), 'Salam');
    await user.click(form.getByRole('button', { name: 'Send Message' }));
    expect(await form.findByText('Name must have at least two letters')).toBeInTheDocument();
    expect(form.getByText('Email must be a valid email address')).toBeInTheDocument();
    unmount();

    render(<ContactForm variant="home" {...formText('contact', 'fr-CA')} />);
    form = within(screen.getByRole('form', { name: 'Formulaire de contact' }));
    await fill(user, form.getByRole('textbox', { name: 'Nom' }), '1');
    await fill(user, form.getByRole('textbox', { name: 'Courriel' }), 'aicha@localhost');
    await fill(user, form.getByRole('textbox', { name: 'Message' }), 'Salam');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    expect(
      await form.findByText('Le champ « Nom » doit contenir au moins deux lettres'),
    ).toBeInTheDocument();
    expect(
      form.getByText('Le champ « Courriel » doit contenir une adresse courriel valide'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('words the browser-side failures in French', async () => {
    stubFetch(() => Promise.reject(new TypeError('offline')));
    const user = userEvent.setup();
    render(<ContactForm variant="home" {...formText('contact', 'fr-CA')} />);
    const form = within(screen.getByRole('form', { name: 'Formulaire de contact' }));
    await fill(user, form.getByRole('textbox', { name: 'Nom' }), 'Aïcha');
    await fill(user, form.getByRole('textbox', { name: 'Courriel' }), 'aicha@example.com');
    await fill(user, form.getByRole('textbox', { name: 'Message' }), 'Salam');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Message non envoyé');
    expect(alert).toHaveTextContent('Erreur de réseau');
    expect(within(alert).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
