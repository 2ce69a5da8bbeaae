import { act } from '@testing-library/react';
import { createAnalytics, createUnifiedAnalysis } from '../../../testing/data-generators';
import { fakeServer, renderHookWithQueryClient } from '../../../testing/render';
import { analyticsQueryOptions, useAnalytics } from './get-analytics';
import { unifiedAnalysisQueryOptions, useUnifiedAnalysis } from './get-unified-analysis';
import { responsePagesQueryOptions, useResponsePages } from './get-response-pages';

// Spec section 9: responses and analytics every 30000 ms, the AI analysis every 60000 ms without
// retries, all with staleTime 0 and a re-read when the window regains focus.
describe('live reads of one link', () => {
  it.each([
    ['responses', responsePagesQueryOptions('link1')],
    ['analytics', analyticsQueryOptions('link1')],
  ])('%s poll every 30 s and on window focus, never served stale', (_name, options) => {
    expect(options).toMatchObject({ refetchInterval: 30000, refetchOnWindowFocus: true, staleTime: 0 });
  });

  it('the AI analysis polls every 60 s and on focus, never served stale, never retried', () => {
    expect(unifiedAnalysisQueryOptions('link1')).toMatchObject({
      refetchInterval: 60000,
      refetchOnWindowFocus: true,
      staleTime: 0,
      retry: false,
    });
  });

  describe('on an open screen', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('reads responses and analytics again after 30 s and the analysis after 60 s', async () => {
      const calls = fakeServer({
        'GET /api/feedback-links/link1/responses': { body: [] },
        'GET /api/feedback-links/link1/analytics': { body: createAnalytics() },
        'GET /api/feedback-links/link1/unified-analytics': { body: createUnifiedAnalysis() },
      });
      const { client } = renderHookWithQueryClient(() => [
        useResponsePages('link1', true),
        useAnalytics('link1', true),
        useUnifiedAnalysis('link1', true),
      ]);
      const reads = (what: string) => calls.filter((c) => c.key === `GET /api/feedback-links/link1/${what}`).length;

      await act(() => jest.advanceTimersByTimeAsync(0));
      expect([reads('responses'), reads('analytics'), reads('unified-analytics')]).toEqual([1, 1, 1]);
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect([reads('responses'), reads('analytics'), reads('unified-analytics')]).toEqual([2, 2, 1]);
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect([reads('responses'), reads('analytics'), reads('unified-analytics')]).toEqual([3, 3, 2]);
      client.clear();
    });

    it('does not retry a failed analysis read', async () => {
      const calls = fakeServer({ 'GET /api/feedback-links/link1/unified-analytics': { status: 503, body: { message: 'down' } } });
      const { result, client } = renderHookWithQueryClient(() => useUnifiedAnalysis('link1', true));
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(result.current.isError).toBe(true);
      expect(calls).toHaveLength(1);
      client.clear();
    });
  });
});
