import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchPage } from '../../routes';
import { renderPage } from '../../testing/render-page';
import { privacyPage } from './privacy-page';

describe('/privacy', () => {
  it('names the officer from the settings, with their own contact', () => {
    const { output } = renderPage(privacyPage, {
      path: '/privacy',
      settings: {
        siteName: 'Noor Travel',
        privacyOfficerName: 'Amina Haddad',
        privacyOfficerTitle: 'Director',
        privacyOfficerEmail: 'privacy@noor.example',
        privacyOfficerPhone: '+1 416 555 0100',
        privacyOfficerAddress: '1 King St W, Toronto ON M5H 1A1',
        email: 'info@noor.example',
      },
    });
    expect(output.title).toBe('Privacy');
    expect(output.description).toMatch(/^How Noor Travel handles your personal information/);
    const officer = screen
      .getByRole('heading', { name: 'Person in charge of personal information' })
      .closest('section')!;
    expect(within(officer).getByText('Amina Haddad')).toBeInTheDocument();
    expect(within(officer).getByText('Director')).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'privacy@noor.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@noor.example',
    );
    expect(within(officer).getByRole('link', { name: '+1 416 555 0100' })).toHaveAttribute(
      'href',
      'tel:+14165550100',
    );
    expect(within(officer).getByText('1 King St W, Toronto ON M5H 1A1')).toBeInTheDocument();
    expect(within(officer).queryByText('info@noor.example')).toBeNull();
  });

  it("falls back to the head of the agency and the agency's contact", () => {
    renderPage(privacyPage, {
      path: '/privacy',
      settings: { siteName: 'Noor Travel', email: 'info@noor.example', phone: '' },
    });
    const officer = screen
      .getByRole('heading', { name: 'Person in charge of personal information' })
      .closest('section')!;
    expect(within(officer).getByText('The head of Noor Travel')).toBeInTheDocument();
    expect(within(officer).getByRole('link', { name: 'info@noor.example' })).toBeInTheDocument();
  });

  it('reads the passport retention from the settings, and lists what, why, how long and who', () => {
    renderPage(privacyPage, { path: '/privacy', settings: { passportRetentionDays: '45' } });
    const table = screen.getByRole('table');
    const passport = within(table).getByRole('row', { name: /Passport scan/ });
    expect(passport).toHaveTextContent('Deleted automatically 45 days after the trip.');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    // The traveller records: each kind of data held, and how long.
    const travellers = within(table).getByRole('row', { name: /Traveller details/ });
    for (const held of [
      'date of birth',
      'passport details',
      'medical notes',
      'vaccination (date, type and certificate)',
      'a photo',
    ])
      expect(travellers).toHaveTextContent(held);
    expect(travellers).toHaveTextContent(/passport scan, 45 days after the trip/);
    expect(within(table).getByRole('row', { name: /Payments and receipts/ })).toHaveTextContent(
      'even after an erasure request',
    );
    const recipients = screen.getByRole('heading', { name: 'Who receives it' }).closest('section')!;
    expect(recipients).toHaveTextContent('Stripe');
    expect(recipients).toHaveTextContent('email service');
    expect(screen.getByText(/we answer within 30 days/)).toBeInTheDocument();
  });

  it('uses the default retention when the setting is blank', () => {
    renderPage(privacyPage, { path: '/privacy', settings: { passportRetentionDays: '' } });
    expect(screen.getByRole('row', { name: /Passport scan/ })).toHaveTextContent(
      'Deleted automatically 90 days after the trip.',
    );
  });

  it('speaks French at /fr/privacy', () => {
    expect(matchPage('/fr/privacy').page).toBe(privacyPage);
    const { output } = renderPage(privacyPage, {
      path: '/fr/privacy',
      settings: { siteName: 'Noor Voyages', passportRetentionDays: '30' },
    });
    expect(screen.queryByText('Director')).toBeNull();
    expect(output.title).toBe('Confidentialité');
    expect(
      screen.getByRole('heading', {
        name: 'Responsable de la protection des renseignements personnels',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('La direction de Noor Voyages')).toBeInTheDocument();
    const voyageurs = screen.getByRole('row', { name: /Renseignements sur chaque voyageur/ });
    for (const held of [
      'date de naissance',
      'passeport',
      'notes de mobilité ou médicales',
      'certificat',
      'photo',
    ])
      expect(voyageurs).toHaveTextContent(held);
    expect(voyageurs).toHaveTextContent(/30\sjours après le voyage/);
    expect(screen.getByRole('row', { name: /Copie du passeport/ })).toHaveTextContent(
      /Supprimée automatiquement 30\sjours après le voyage\./,
    );
  });

  it('is linked from the footer of every page', () => {
    renderPage(privacyPage, { path: '/fr/privacy' });
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Confidentialité' }),
    ).toHaveAttribute('href', '/fr/privacy');
  });

  it('shows the French title on the French page, else the English one marked as English', () => {
    const settings = {
      privacyOfficerName: 'Amina Haddad',
      privacyOfficerTitle: 'Director',
      privacyOfficerTitleFr: 'Directrice',
    };
    const { unmount } = renderPage(privacyPage, { path: '/fr/privacy', settings });
    expect(screen.getByText('Directrice')).toBeInTheDocument();
    expect(screen.queryByText('Director')).toBeNull();
    unmount();
    renderPage(privacyPage, {
      path: '/fr/privacy',
      settings: { ...settings, privacyOfficerTitleFr: '' },
    });
    expect(screen.getByText('Director')).toHaveAttribute('lang', 'en');
  });
});
