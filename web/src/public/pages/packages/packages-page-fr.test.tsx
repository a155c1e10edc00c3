// /fr/packages: French banner, filters, counts (ICU plurals) and cards; the page script's count
// texts come from the page, in French.
import { screen, within } from '@testing-library/react';
import type { Package } from '@umrah/domain/schemas/package';
import { describe, expect, it } from 'vitest';
import { makePackage } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { packagesPage } from './packages-page';

const french = makePackage({
  id: 'p1',
  slug: 'ramadan',
  title: 'Ramadan Nights',
  description: 'English description.',
  nightsInMakkah: 7,
  nightsInMadina: 1,
  price: 2450,
  departureDate: '2027-03-04',
  // A French version in progress: only some fields written.
  fr: { title: 'Nuits du Ramadan', description: 'Description en français.' } as Package['fr'],
});
const english = makePackage({
  id: 'p2',
  slug: 'winter',
  title: 'Winter Umrah',
  description: 'Only in English.',
  price: 1990,
  departureDate: '2027-01-10',
});

function open(query = '', packages = [french, english]) {
  return renderPage(packagesPage, { path: `/fr/packages${query}`, data: [packages] });
}

describe('/fr/packages', () => {
  it('has French headings, filters and counts, with every count the script may need', () => {
    const { output } = open();
    expect(output.title).toBe('Forfaits Omra');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nos forfaits Omra' }),
    ).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Filtrer et trier les forfaits' });
    expect(form).toHaveAttribute('action', '/fr/packages');
    const month = within(form).getByLabelText('Mois de départ');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Tous les mois', 'janvier 2027', 'mars 2027']);
    expect(within(form).getByRole('button', { name: 'Afficher les forfaits' })).toBeInTheDocument();
    const count = document.querySelector<HTMLElement>('[data-package-count]')!;
    expect(count).toHaveTextContent('2 forfaits');
    expect(JSON.parse(count.dataset.countTexts!)).toEqual([
      '0 forfait sur 2',
      '1 forfait sur 2',
      '2 forfaits',
    ]);
  });

  it('counts what the filters leave, with French plurals', () => {
    open('?month=2027-03');
    expect(document.querySelector('[data-package-count]')).toHaveTextContent('1 forfait sur 2');
  });

  it('says in French when no package matches', () => {
    open('?month=2026-01', [french]);
    expect(screen.getByText('Aucun forfait ne correspond à ces filtres.')).toBeInTheDocument();
  });

  it('shows French cards, and English ones marked lang="en"', () => {
    open();
    const cards = screen.getAllByRole('article');
    const fr = cards.find((card) => card.textContent?.includes('Nuits du Ramadan'))!;
    expect(within(fr).getByRole('heading', { name: 'Nuits du Ramadan' })).not.toHaveAttribute(
      'lang',
    );
    expect(within(fr).getByText('Description en français.')).toBeInTheDocument();
    expect(within(fr).getByText('8 nuits')).toBeInTheDocument();
    expect(within(fr).getByText('7 nuits à La Mecque')).toBeInTheDocument();
    expect(within(fr).getByText('1 nuit à Médine')).toBeInTheDocument();
    expect(within(fr).getByText('À partir de')).toBeInTheDocument();
    expect(fr.textContent).toContain('2\u00a0450\u00a0$');
    expect(within(fr).getByRole('link', { name: 'Voir les détails' })).toHaveAttribute(
      'href',
      '/fr/packages/ramadan',
    );
    const en = cards.find((card) => card.textContent?.includes('Winter Umrah'))!;
    expect(within(en).getByRole('heading', { name: 'Winter Umrah' })).toHaveAttribute('lang', 'en');
    expect(within(en).getByText('Only in English.')).toHaveAttribute('lang', 'en');
  });

  it('says so in French when there are no packages', () => {
    open('', []);
    expect(screen.getByText('Aucun forfait offert pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute(
      'href',
      '/fr/contact',
    );
  });
});
