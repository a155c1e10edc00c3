import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSettings } from '../../../testing/data';
import { stubApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render';

describe('unknown paths', () => {
  it("show the 404 'Page Not Found' card inside the site layout", async () => {
    stubApi({ '/api/settings': makeSettings() });
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Home' })[0]).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Premium Umrah Services');
  });
});
