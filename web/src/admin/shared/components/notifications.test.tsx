import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  NotificationsProvider,
  TOAST_DURATION_MS,
  toastPlacement,
  useNotify,
} from './notifications';

function Trigger({ title, description }: { title: string; description?: string }) {
  const notify = useNotify();
  return <button onClick={() => notify({ title, description })}>{`Show ${title}`}</button>;
}

async function flushLazy() {
  // The toast view is a lazy chunk: let its import settle.
  for (let i = 0; i < 5; i++) await act(async () => {});
}

describe('NotificationsProvider', () => {
  it('shows one toast at a time, title and description, for 5000 ms', async () => {
    await import('./toast-view');
    vi.useFakeTimers();
    render(
      <NotificationsProvider>
        <Trigger title="First" description="The first one" />
        <Trigger title="Second" description="The second one" />
      </NotificationsProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show First' }));
    await flushLazy();
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.getByText('The first one')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Show Second' }));
    await flushLazy();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    expect(TOAST_DURATION_MS).toBe(5000);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(1000)); // the exit transition
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('shows a toast raised while a dialog is open at the top, even when nothing in it has the focus', async () => {
    await import('./toast-view');
    render(
      <NotificationsProvider>
        <div role="dialog" aria-label="Edit Package">
          <Trigger title="Departure added" />
        </div>
      </NotificationsProvider>,
    );
    // A Save button turned disabled while saving has lost the focus: nothing is focused.
    fireEvent.click(screen.getByRole('button', { name: 'Show Departure added' }));
    await flushLazy();
    const toast = screen.getByText('Departure added').closest('.MuiSnackbar-root');
    expect(toast).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/inside NotificationsProvider/);
  });
});

describe('toastPlacement', () => {
  const box = (left: number, top: number) => ({ left, right: left + 100, top, bottom: top + 36 });

  it('puts the toast in the bottom corner away from the control just used, on a wide window', () => {
    // The payment card's buttons sit in the right column at 1280 px.
    expect(toastPlacement(box(790, 820), 1280, 900)).toEqual({
      vertical: 'bottom',
      horizontal: 'left',
    });
    expect(toastPlacement(box(100, 820), 1280, 900)).toEqual({
      vertical: 'bottom',
      horizontal: 'right',
    });
  });

  it('moves the toast to the top on a phone when the control is in the lower half', () => {
    expect(toastPlacement(box(20, 700), 375, 812)).toEqual({
      vertical: 'top',
      horizontal: 'center',
    });
    expect(toastPlacement(box(20, 100), 375, 812)).toEqual({
      vertical: 'bottom',
      horizontal: 'center',
    });
  });

  it('puts a toast raised from a dialog at the top, clear of its Save and Cancel', () => {
    // Save at the dialog's bottom right, a field focused on its left (Enter pressed there).
    expect(toastPlacement(box(200, 300), 1280, 800, true)).toEqual({
      vertical: 'top',
      horizontal: 'center',
    });
    expect(toastPlacement(box(20, 100), 375, 812, true)).toEqual({
      vertical: 'top',
      horizontal: 'center',
    });
  });

  it('keeps the bottom centre when nothing is focused', () => {
    expect(toastPlacement(null, 1280, 900)).toEqual({ vertical: 'bottom', horizontal: 'center' });
  });
});
