import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../../testing/data';
import { stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('/about', () => {
  it('uses the default name and shows no contact details when none are set', async () => {
    stubApi({ '/api/settings': makeSettings() });
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Premium Umrah Services' }),
    ).toBeInTheDocument();
    for (const heading of [
      'Making Umrah Simple and Meaningful',
      'Why Pilgrims Choose Us',
      'Our Services',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(document.title).toBe('About Us | Premium Umrah Services');
  });

  it('uses the site name and shows the contact details that are set', async () => {
    stubApi({
      '/api/settings': makeSettings({
        siteName: 'Noor Travel',
        phone: '905-555-0186',
        email: 'salam@noor.example',
      }),
    });
    renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Noor Travel' }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: '905-555-0186' })).toHaveAttribute(
      'href',
      'tel:9055550186',
    );
    expect(main.getByRole('link', { name: 'salam@noor.example' })).toHaveAttribute(
      'href',
      'mailto:salam@noor.example',
    );
    expect(main.queryByText('Address')).not.toBeInTheDocument();
    expect(main.queryByText('WhatsApp')).not.toBeInTheDocument();
  });
});
