import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { aboutPage } from './about-page';

describe('/about', () => {
  it('uses the default name and shows no contact details when none are set', () => {
    const { output } = renderPage(aboutPage, {
      path: '/about',
      settings: { phone: '', email: '', address: '', whatsappNumber: '' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'About Premium Umrah Services' }),
    ).toBeInTheDocument();
    for (const heading of [
      'Making Umrah Simple and Meaningful',
      'Why Pilgrims Choose Us',
      'Our Services',
      'Talk to Our Team',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const main = screen.getByRole('main');
    expect(main.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(output.title).toBe('About Us');
    expect(output.status ?? 200).toBe(200);
    expect(output.description).toMatch(/^About Premium Umrah Services: /);
    expect(within(main).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(main).getByRole('link', { name: 'See Our Past Trips' })).toHaveAttribute(
      'href',
      '/past-trips',
    );
  });

  it('uses the site name and shows the contact details that are set', () => {
    renderPage(aboutPage, {
      path: '/about',
      settings: {
        siteName: 'Noor Travel',
        phone: '905-555-0186',
        email: 'salam@noor.example',
        address: '',
        whatsappNumber: '',
      },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'About Noor Travel' }),
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
