import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, fakeApi } from '../../../testing/fake-api';
import { fill, findDialog, inputIn } from '../../../testing/queries';
import { renderAdmin, UI_TEST_TIMEOUT_MS } from '../../../testing/render-admin';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reviews screen', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('creates a draft review rated 5 by default, without a photo', async () => {
    const api = fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/reviews': { body: [] },
      'POST /api/admin/reviews': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 'r1', createdAt: '2025-01-01T00:00:00.000Z' },
      }),
    });
    const { user } = renderAdmin('/admin/reviews');
    await user.click(await screen.findByRole('button', { name: 'Add Review' }));
    const dialog = await findDialog('Add Review');
    expect(inputIn(dialog, 'Rating')).toHaveValue('5');

    await fill(user, inputIn(dialog, 'Name'), 'Aisha Khan');
    await fill(user, inputIn(dialog, 'Location'), 'Mississauga, ON');
    await fill(user, inputIn(dialog, 'Comment'), 'Everything was taken care of.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Review created successfully!')).toBeInTheDocument();
    expect(api.to('POST', '/api/admin/reviews')[0]?.body).toEqual({
      name: 'Aisha Khan',
      location: 'Mississauga, ON',
      imageUrl: null,
      rating: 5,
      comment: 'Everything was taken care of.',
      isPublished: false,
      language: 'en',
    });
  });

  it('links a published review to the home page’s testimonials; a draft is not on the site', async () => {
    const review = {
      id: 'r1',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      name: 'Aisha Khan',
      location: 'Mississauga, ON',
      imageUrl: null,
      rating: 5,
      comment: 'Everything was taken care of.',
      isPublished: true,
      language: 'en',
    };
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/reviews': {
        body: [review, { ...review, id: 'r2', name: 'Omar Ali', isPublished: false }],
      },
    });
    renderAdmin('/admin/reviews');
    const published = await screen.findByRole('listitem', { name: 'Aisha Khan' });
    expect(within(published).getByRole('link', { name: 'View on site' })).toHaveAttribute(
      'href',
      '/#testimonials',
    );
    const draft = screen.getByRole('listitem', { name: 'Omar Ali' });
    expect(within(draft).getByRole('button', { name: 'Not on site' })).toBeDisabled();
  });

  it('opens the form loaded on first use; Cancel gives focus back to Add Review', async () => {
    fakeApi({
      'GET /api/admin/check': { body: ADMIN },
      'GET /api/admin/reviews': { body: [] },
    });
    const { user } = renderAdmin('/admin/reviews');
    const add = await screen.findByRole('button', { name: 'Add Review' });
    // The list shows without the dialog: its code loads when Add is pressed.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(add);
    const dialog = await findDialog('Add Review');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(add).toHaveFocus();

    // A second opening is a fresh form.
    await user.click(add);
    const again = await findDialog('Add Review');
    expect(inputIn(again, 'Name')).toHaveValue('');
  });
});
