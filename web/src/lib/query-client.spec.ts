import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

// Spec section 9: by default data is never stale, focus does not re-read, nothing polls or retries.
describe('the default cache', () => {
  it('keeps data fresh forever, ignores focus, does not poll and retries nothing', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.queries?.refetchInterval).toBeUndefined();
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('reads a failing path once and a fresh one only once for every screen showing it', async () => {
    const client = createQueryClient();
    const failing = jest.fn(async () => {
      throw new Error('500: boom');
    });
    await expect(client.fetchQuery({ queryKey: ['failing'], queryFn: failing })).rejects.toThrow('500: boom');
    expect(failing).toHaveBeenCalledTimes(1);

    const read = jest.fn(async () => ['general']);
    const first = new QueryObserver(client, { queryKey: ['categories'], queryFn: read });
    const stop = first.subscribe(() => undefined);
    await first.refetch();
    const second = new QueryObserver(client, { queryKey: ['categories'], queryFn: read });
    const stopSecond = second.subscribe(() => undefined);
    expect(read).toHaveBeenCalledTimes(1);
    stop();
    stopSecond();
    client.clear();
  });
});
