import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGalleryItem } from '../../../testing/data';
import { renderPage } from '../../testing/render-page';
import { pastTripsPage } from './past-trips-page';

describe('/past-trips', () => {
  it('reads the gallery', () => {
    expect(pastTripsPage.reads?.({})).toEqual([['gallery']]);
  });

  it('says so when there are no items', () => {
    renderPage(pastTripsPage, { path: '/past-trips', data: [[]] });
    expect(screen.getByText('No gallery items available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows image, title and the description only when there is one', () => {
    const { output } = renderPage(pastTripsPage, {
      path: '/past-trips',
      data: [
        [makeGalleryItem(), makeGalleryItem({ id: '2', title: 'Madinah 2024', description: '' })],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Our Past Trips' })).toBeInTheDocument();
    const items = screen.getAllByRole('figure');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Ramadan 2025 group' })).toHaveAttribute(
      'srcset',
      '/images/seed/gallery-480.webp 480w, /images/seed/gallery-960.webp 960w',
    );
    expect(within(items[0]!).getByText('Our group at Masjid an-Nabawi.')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('heading', { level: 2, name: 'Madinah 2024' }),
    ).toBeInTheDocument();
    expect(items[1]!.querySelectorAll('p')).toHaveLength(0);
    expect(within(items[1]!).getByRole('img', { name: 'Madinah 2024' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(output.title).toBe('Past Trips');
  });
});
