import { ApiError } from '../../../lib/api-client';
import { refreshOutcome, type Reread } from './refresh-outcome';

const ok: Reread = { isError: false, error: null };
const failed = (error: unknown): Reread => ({ isError: true, error });
const all = { link: ok, responses: ok, analytics: ok, analysis: ok };

describe('refreshOutcome', () => {
  it('says Refreshed only when every read came back', () => {
    expect(refreshOutcome(all)).toEqual({ title: 'Refreshed', description: 'Data updated with latest feedback' });
  });

  it('tells an owner without a connection to check it', () => {
    expect(refreshOutcome({ ...all, responses: failed(new TypeError('Failed to fetch')) })).toEqual({
      title: 'Refresh failed',
      description: 'Could not reach the server. Check your connection and try again.',
      variant: 'destructive',
    });
  });

  it('names the server reason when the server refused', () => {
    const error = new ApiError(500, '{"message":"Internal server error"}', 'Internal Server Error');
    expect(refreshOutcome({ ...all, analytics: failed(error) })).toMatchObject({
      title: 'Refresh failed',
      description: 'Could not update your data (500: Internal server error). Please try again in a few minutes.',
      variant: 'destructive',
    });
  });

  it('says only the analysis is stale when only the analysis failed', () => {
    expect(refreshOutcome({ ...all, analysis: failed(new ApiError(503, '', 'Service Unavailable')) })).toMatchObject({
      title: 'Analysis not refreshed',
      variant: 'destructive',
    });
  });
});
