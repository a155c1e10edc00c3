import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeGalleryItem, makeSettings } from '../../../testing/data';
import { failWith, NEVER, stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('/past-trips', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/gallery': NEVER });
    renderApp('/past-trips');
    expect(await screen.findByRole('progressbar', { name: 'Loading gallery' })).toBeInTheDocument();
  });

  it('says so when there are no items', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/gallery': [] });
    renderApp('/past-trips');
    expect(
      await screen.findByText('No gallery items available at the moment.'),
    ).toBeInTheDocument();
  });

  it('shows an error when the list fails', async () => {
    stubApi({ '/api/settings': makeSettings(), '/api/gallery': failWith(503) });
    renderApp('/past-trips');
    expect(await screen.findByText("We couldn't load the gallery")).toBeInTheDocument();
  });

  it('shows image, title and the description only when there is one', async () => {
    stubApi({
      '/api/settings': makeSettings(),
      '/api/gallery': [
        makeGalleryItem(),
        makeGalleryItem({ id: '2', title: 'Madinah 2024', description: '' }),
      ],
    });
    renderApp('/past-trips');
    const items = await screen.findAllByRole('figure');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Ramadan 2025 group' })).toHaveAttribute(
      'srcset',
      '/images/seed/gallery-480.webp 480w, /images/seed/gallery-960.webp 960w',
    );
    expect(within(items[0]!).getByText('Our group at Masjid an-Nabawi.')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('heading', { name: 'Madinah 2024' })).toBeInTheDocument();
    expect(items[1]!.querySelectorAll('p')).toHaveLength(0);
    expect(document.title).toBe('Past Trips | Premium Umrah Services');
  });
});
