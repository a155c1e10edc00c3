import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { notFoundPage } from './not-found-page';

describe('the 404 page', () => {
  it('says Page Not Found with links home and to the packages, and answers 404', () => {
    const { output } = renderPage(notFoundPage, { path: '/no-such-page' });
    expect(output.status).toBe(404);
    expect(output.title).toBe('Page Not Found');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Packages' })).toHaveAttribute(
      'href',
      '/packages',
    );
  });
});
