import type { UnsubscribeView } from '@umrah/domain/model/marketing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { unsubscribePage } from './unsubscribe-page';

const view: UnsubscribeView = { token: 'id.sig', email: 'a•••a@example.com', unsubscribed: false };

describe('the unsubscribe page', () => {
  it('is private, reads the contact by token, and asks before it unsubscribes', () => {
    expect(unsubscribePage.reads?.({ token: 'id.sig' })).toEqual([['unsubscribe', 'id.sig']]);
    const { output, container } = renderPage(unsubscribePage, {
      path: '/unsubscribe/id.sig',
      params: { token: 'id.sig' },
      data: [view],
    });
    expect(output.private).toBe(true);
    expect(output.status ?? 200).toBe(200);
    expect(screen.getByRole('heading', { name: 'Stop our news and offers?' })).toBeInTheDocument();
    expect(screen.getByText(/a•••a@example\.com/)).toBeInTheDocument();
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/unsubscribe/id.sig');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('says it is done, with nothing left to press', () => {
    const { container } = renderPage(unsubscribePage, {
      path: '/unsubscribe/id.sig',
      params: { token: 'id.sig' },
      data: [{ ...view, unsubscribed: true }],
    });
    expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(container.querySelector('form[action^="/api/unsubscribe"]')).toBeNull();
  });

  it('speaks French on /fr and sends the French page back to itself', () => {
    const { container } = renderPage(unsubscribePage, {
      path: '/fr/unsubscribe/id.sig',
      params: { token: 'id.sig' },
      data: [view],
    });
    expect(screen.getByRole('button', { name: 'Me désabonner' })).toBeInTheDocument();
    expect(container.querySelector('form')).toHaveAttribute(
      'action',
      '/api/unsubscribe/id.sig?lang=fr',
    );
  });

  it('answers 404 with a way to reach the agency for a link that names no contact', () => {
    const { output } = renderPage(unsubscribePage, {
      path: '/unsubscribe/bad',
      params: { token: 'bad' },
      data: [null],
    });
    expect(output.status).toBe(404);
    expect(output.private).toBe(true);
    expect(
      screen.getByRole('heading', { name: 'This unsubscribe link is not valid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
