import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { contactPage } from './contact-page';

describe('/contact', () => {
  it('has the banner, the form island and the office hours', () => {
    const { output, container } = renderPage(contactPage, { path: '/contact' });
    expect(output.title).toBe('Contact Us');
    expect(output.status ?? 200).toBe(200);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Send Us a Message' }),
    ).toBeInTheDocument();
    const island = container.querySelector('[data-island="contact-form"]')!;
    expect(island).toHaveAttribute('data-when', 'visible');
    expect(JSON.parse(island.getAttribute('data-props')!)).toMatchObject({
      variant: 'page',
      locale: 'en-CA',
    });
    const form = within(screen.getByRole('form', { name: 'Contact form' }));
    expect(form.getByRole('textbox', { name: 'Phone (optional)' })).toBeInTheDocument();
    const hours = screen.getByRole('heading', { name: 'Office Hours' }).parentElement!;
    expect(hours).toHaveTextContent('Monday - Friday9:00 AM - 6:00 PM');
    expect(hours).toHaveTextContent('Saturday10:00 AM - 4:00 PM');
    expect(hours).toHaveTextContent('SundayClosed');
  });

  it('shows the contact details and social links from settings', () => {
    renderPage(contactPage, {
      path: '/contact',
      settings: {
        phone: '+1 905 555 0186',
        email: 'salam@noor.example',
        address: '10 Main St',
        whatsappNumber: '+1 416 555 0142',
        instagramUrl: 'https://instagram.com/noor',
      },
    });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
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
    expect(main.getByRole('heading', { name: 'Follow Us' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/noor',
    );
    expect(main.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('leaves out the details and social cards when settings have none', () => {
    renderPage(contactPage, {
      path: '/contact',
      settings: {
        phone: '',
        email: '',
        address: '',
        whatsappNumber: '',
        facebookUrl: '',
        instagramUrl: '',
        twitterUrl: '',
        youtubeUrl: '',
      },
    });
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Office Hours' })).toBeInTheDocument();
  });
});
