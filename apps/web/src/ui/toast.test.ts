import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { forgetShownToasts, notify, TOAST_DEBOUNCE_MS } from './toast';

/**
 * The toasts shown are read by spying on react-toastify's own `toast` object, the one `notify`
 * calls, rather than by mocking the module: a module mock depends on which file loaded it first,
 * and in a full run another import could win (the test then saw no call at all).
 */
describe('notify (spec §9: toast debounce 500 ms)', () => {
  let success: MockInstance;
  let error: MockInstance;

  beforeEach(() => {
    vi.useFakeTimers();
    forgetShownToasts();
    success = vi.spyOn(toast, 'success').mockImplementation(() => 'toast');
    error = vi.spyOn(toast, 'error').mockImplementation(() => 'toast');
  });
  afterEach(() => {
    success.mockRestore();
    error.mockRestore();
    vi.useRealTimers();
  });

  // notify loads react-toastify on first use: its calls land once that import has settled.
  const shown = () => vi.dynamicImportSettled();

  it('shows the same message once within 500 ms', async () => {
    notify.success('Saved');
    notify.success('Saved');
    vi.advanceTimersByTime(TOAST_DEBOUNCE_MS - 1);
    notify.success('Saved');
    await shown();
    expect(success).toHaveBeenCalledTimes(1);
  });

  it('shows it again once 500 ms have passed', async () => {
    notify.success('Saved again');
    vi.advanceTimersByTime(TOAST_DEBOUNCE_MS);
    notify.success('Saved again');
    await shown();
    expect(success).toHaveBeenCalledTimes(2);
  });

  it('does not hold back a different message', async () => {
    notify.error('First problem');
    notify.error('Second problem');
    await shown();
    expect(error).toHaveBeenCalledTimes(2);
  });
});
