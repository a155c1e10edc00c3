import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../../testing/fill';
import { formText } from '../../testing/form-text';
import { CancelRequestForm } from './cancel-request-form';

afterEach(() => vi.unstubAllGlobals());

/** Stubs fetch (the network boundary): the cancellation route answers 201 with the request. */
function stubFetch() {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== '/api/trip/trip.tok/cancellation') {
      return Promise.reject(new Error(`unexpected ${String(input)}`));
    }
    const sent = JSON.parse(String(init?.body)) as { names: string[]; reason: string };
    const request = {
      travellers: sent.names.length,
      names: sent.names,
      reason: sent.reason,
      by: 'pilgrim',
      at: '2027-01-05T15:00:00.000Z',
    };
    return Promise.resolve(new Response(JSON.stringify({ request }), { status: 201 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('CancelRequestForm', () => {
  it('ticks names, refuses without a name or the confirmation, then says what was asked', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(
      <CancelRequestForm
        {...formText('cancel', 'en-CA')}
        token="trip.tok"
        travellers={2}
        names={['Amina HADDAD', 'Omar HADDAD']}
        request={null}
      />,
    );
    const form = within(screen.getByRole('form', { name: 'Request to cancel' }));
    await user.click(form.getByRole('radio', { name: 'Some travellers only' }));
    await fill(user, form.getByRole('textbox', { name: /Reason/ }), 'Work');
    await user.click(form.getByRole('button', { name: 'Send my request' }));
    expect(await form.findByText('Please tick the travellers to cancel')).toBeVisible();
    expect(form.getByText('Please confirm that you ask to cancel')).toBeVisible();
    expect(form.getByRole('checkbox', { name: 'Amina HADDAD' })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(form.getByRole('checkbox', { name: 'Omar HADDAD' }));
    await user.click(form.getByRole('checkbox', { name: /I ask the agency to cancel/ }));
    await user.click(form.getByRole('button', { name: 'Send my request' }));
    expect(
      await screen.findByText(
        'Your request to cancel Omar HADDAD was sent on January 5, 2027; the agency will reply with the amounts.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      scope: 'some',
      names: ['Omar HADDAD'],
      reason: 'Work',
      confirm: true,
      language: 'en',
    });
    // No proof-of-work: the trip link vouches for the sender.
    expect(body).not.toHaveProperty('altcha');
    // The form comes back to change the request.
    await user.click(screen.getByRole('button', { name: 'Change my request' }));
    expect(screen.getByText('A new request replaces this one.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Request to cancel' })).toBeVisible();
  });
});
