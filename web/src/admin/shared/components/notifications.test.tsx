import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider, TOAST_DURATION_MS, useNotify } from './notifications';

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

  it('throws a clear error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/inside NotificationsProvider/);
  });
});
