import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../testing/data';
import { stubApi } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { PublicLayout } from './public-layout';

const FULL_SETTINGS = makeSettings({
  siteName: 'Noor Travel',
  logoUrl: '/images/logo.svg',
  whatsappNumber: '+1 (416) 555-0142',
  phone: '+1 (905) 555-0186',
  email: 'salam@noor.example',
  address: '10 Main St, Mississauga, ON',
  facebookUrl: 'https://facebook.com/noor',
  instagramUrl: 'https://instagram.com/noor',
  twitterUrl: 'https://twitter.com/noor',
  youtubeUrl: 'https://youtube.com/@noor',
});

function renderLayout() {
  return renderWithProviders(
    <PublicLayout>
      <p>Page content</p>
    </PublicLayout>,
  );
}

describe('navigation bar', () => {
  it('has the links, WhatsApp in a new tab, Book Now, the logo and the site name', async () => {
    stubApi({ '/api/settings': FULL_SETTINGS });
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'About', 'Packages', 'Blogs', 'Contact']);
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Noor Travel')).toBeInTheDocument();
    expect(banner.querySelector('img')).toHaveAttribute('src', '/images/logo.svg');
    const whatsapp = within(banner).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/14165550142');
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(banner).getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('uses the default name, no logo image and a placeholder WhatsApp number when unset', async () => {
    stubApi({ '/api/settings': makeSettings() });
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Premium Umrah Services')).toBeInTheDocument();
    expect(banner.querySelector('img')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+$/,
    );
  });

  it('opens the right-side menu on small screens and closes it on selection', async () => {
    stubApi({ '/api/settings': makeSettings() });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Mobile' });
    await user.click(within(menu).getByRole('link', { name: 'Packages' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/packages');
  });

  it('toggles light/dark, saves the choice and sets the dark class on <html>', async () => {
    stubApi({ '/api/settings': makeSettings() });
    const { user } = renderLayout();
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme-mode')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme-mode')).toBe('light');
  });

  it('starts from the saved choice', () => {
    localStorage.setItem('theme-mode', 'dark');
    stubApi({ '/api/settings': makeSettings() });
    renderLayout();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});

describe('footer', () => {
  it('shows contact details as links, the social icons that are set, WhatsApp and the copyright', async () => {
    stubApi({ '/api/settings': FULL_SETTINGS });
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '+1 (905) 555-0186' })).toHaveAttribute(
      'href',
      'tel:+19055550186',
    );
    expect(within(footer).getByRole('link', { name: 'salam@noor.example' })).toHaveAttribute(
      'href',
      'mailto:salam@noor.example',
    );
    expect(within(footer).getByRole('link', { name: '+1 (416) 555-0142' })).toHaveAttribute(
      'href',
      'https://wa.me/14165550142',
    );
    expect(within(footer).getByText('10 Main St, Mississauga, ON')).toBeInTheDocument();
    for (const [name, href] of [
      ['Facebook', 'https://facebook.com/noor'],
      ['Instagram', 'https://instagram.com/noor'],
      ['Twitter', 'https://twitter.com/noor'],
      ['YouTube', 'https://youtube.com/@noor'],
      ['WhatsApp', 'https://wa.me/14165550142'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Packages', 'Blogs', 'About', 'Contact']);
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Noor Travel. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('hides unset details and socials but always shows WhatsApp; fallback copyright name', () => {
    stubApi({ '/api/settings': makeSettings() });
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).queryByRole('link', { name: /^tel:|Facebook|Instagram|Twitter|YouTube/ }),
    ).toBeNull();
    expect(footer.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(
      within(footer).getByText(
        `© ${new Date().getFullYear()} Premium Umrah Services. All rights reserved.`,
      ),
    ).toBeInTheDocument();
  });
});

describe('floating WhatsApp button', () => {
  it('opens the chat in a new tab', async () => {
    stubApi({ '/api/settings': FULL_SETTINGS });
    renderLayout();
    const button = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await waitFor(() => expect(button).toHaveAttribute('href', 'https://wa.me/14165550142'));
    expect(button).toHaveAttribute('target', '_blank');
  });
});
