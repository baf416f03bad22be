import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-toastify', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), dismiss: vi.fn() },
}));

const { toast } = await import('react-toastify');
const { notify, TOAST_DEBOUNCE_MS } = await import('./toast');

describe('notify (spec §9: toast debounce 500 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the same message once within 500 ms', () => {
    notify.success('Saved');
    notify.success('Saved');
    vi.advanceTimersByTime(TOAST_DEBOUNCE_MS - 1);
    notify.success('Saved');
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('shows it again once 500 ms have passed', () => {
    notify.success('Saved again');
    vi.advanceTimersByTime(TOAST_DEBOUNCE_MS);
    notify.success('Saved again');
    expect(toast.success).toHaveBeenCalledTimes(2);
  });

  it('does not hold back a different message', () => {
    notify.error('First problem');
    notify.error('Second problem');
    expect(toast.error).toHaveBeenCalledTimes(2);
  });
});
