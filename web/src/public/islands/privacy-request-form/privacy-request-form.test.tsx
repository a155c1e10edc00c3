import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../../testing/fill';
import { formText } from '../../testing/form-text';
import { PrivacyRequestForm } from './privacy-request-form';

// The proof-of-work has its own tests (forms/spam-check.test.ts); here it answers at once.
const spamCheck = vi.hoisted(() => ({
  start: vi.fn(),
  take: vi.fn(() => Promise.resolve('pow-solution')),
}));
vi.mock('../forms/spam-check', () => ({ createSpamCheck: () => spamCheck }));

/** Stubs fetch (the network boundary): /api/privacy-requests answers 201 with its due date. */
function stubFetch() {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) =>
    String(input) === '/api/privacy-requests'
      ? Promise.resolve(
          new Response(
            JSON.stringify({
              id: 'x',
              reference: 'K7QM-2XPD',
              emailed: true,
              dueDate: '2027-01-02',
              message: 'Received',
            }),
            { status: 201 },
          ),
        )
      : Promise.reject(new Error(`unexpected ${String(input)}`)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('PrivacyRequestForm', () => {
  it('asks what the person wants, refuses without a choice, then says by when they get an answer', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<PrivacyRequestForm {...formText('privacy', 'fr-CA')} />);
    const form = within(
      screen.getByRole('form', {
        name: 'Formulaire de demande sur vos renseignements personnels',
      }),
    );
    await fill(user, form.getByRole('textbox', { name: /Nom/ }), 'Amina Haddad');
    await fill(user, form.getByRole('textbox', { name: /Courriel/ }), 'amina@example.ca');
    await user.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await form.findByText(/Veuillez choisir ce que vous demandez/)).toBeVisible();
    expect(form.getByRole('combobox', { name: /Que demandez-vous/ })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(
      form.getByRole('combobox', { name: /Que demandez-vous/ }),
      'Effacer mes renseignements',
    );
    await user.click(form.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(await screen.findByText(/au plus tard le 2 janvier 2027/)).toBeVisible();
    expect(screen.getByText('K7QM-2XPD')).toBeVisible();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Amina Haddad',
      email: 'amina@example.ca',
      kind: 'erasure',
      details: '',
      language: 'fr',
      altcha: 'pow-solution',
    });
  });
});
