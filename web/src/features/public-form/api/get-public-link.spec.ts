import { publicLinkQueryOptions } from './get-public-link';

describe('the public link read', () => {
  it('stays fresh for 5 minutes, is kept 10 minutes and is never retried', () => {
    expect(publicLinkQueryOptions('abcd1234')).toMatchObject({ staleTime: 300_000, gcTime: 600_000, retry: false });
  });
});
