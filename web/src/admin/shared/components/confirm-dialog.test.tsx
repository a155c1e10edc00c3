import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('confirms at once when it asks no reason', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete this blog?"
        message="It is gone for good."
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith('');
  });

  it('with a reason asked, waits for one and hands it over trimmed, under its details', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Erase?"
        message="This cannot be undone."
        details={<p>A trip is cancelled.</p>}
        reasonLabel="Reason for cancelling the trip"
        confirmLabel="Cancel the trip and erase"
        onConfirm={onConfirm}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Erase?' });
    expect(dialog).toHaveTextContent('A trip is cancelled.');
    const confirm = screen.getByRole('button', { name: 'Cancel the trip and erase' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Reason for cancelling the trip/), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(
      screen.getByLabelText(/Reason for cancelling the trip/),
      'asked by the family ',
    );
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith('asked by the family');
  });
});
