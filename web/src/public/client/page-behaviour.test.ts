import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireCopyButtons } from './page-behaviour';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function copyButton() {
  document.body.innerHTML =
    '<button type="button" data-copy="UMR-ABC123" data-copied="Copied" hidden>Copy</button>';
  return document.querySelector('button')!;
}

describe('the Copy buttons', () => {
  it('show, copy their text and say so for a moment', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const button = copyButton();
    wireCopyButtons();
    expect(button.hidden).toBe(false);
    button.click();
    await vi.waitFor(() => expect(button.textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('UMR-ABC123');
    vi.advanceTimersByTime(2000);
    expect(button.textContent).toBe('Copy');
  });

  it('stay hidden where there is no clipboard', () => {
    vi.stubGlobal('navigator', {});
    const button = copyButton();
    wireCopyButtons();
    expect(button.hidden).toBe(true);
  });
});
