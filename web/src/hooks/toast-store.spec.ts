import { dismissToast, getToasts, resetToasts, toast, TOAST_REMOVE_DELAY } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetToasts();
  });
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast: the newest replaces the older', () => {
    toast({ title: 'Copied!', description: 'Link copied to clipboard' });
    toast({ title: 'Success', description: 'Link status updated successfully!' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Success', open: true });
  });

  it('closes a dismissed toast at once and forgets it 1,000,000 ms later', () => {
    const { id } = toast({ title: 'Refreshed' });
    dismissToast(id);
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
