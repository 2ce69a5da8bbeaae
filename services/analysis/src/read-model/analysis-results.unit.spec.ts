import { receivedEvent } from '@pill/platform/testing/stored-events';
import { InMemoryProjectionStore } from '@pill/platform/projection/in-memory-projection-store';
import { countOnly } from '../testing/analysis-fakes';
import { AnalysisResults } from './analysis-results';

const completed = (version: number, sourceRevision: number, overview: string, linkId = 'l1') =>
  receivedEvent('analysis.completed', `analysis-${linkId}`, version, {
    linkId,
    analyzer: 'local',
    basedOnResponses: 1,
    sourceRevision,
    generatedAt: '2026-01-01T12:00:00.000Z',
    result: { ...countOnly({ answers: [1] }), summary: { overview, responseCount: 1, keyThemes: [] } },
  });
const linkDeleted = () => receivedEvent('link.deleted', 'link-l1', 2, { linkId: 'l1', ownerId: 'o', shortCode: 'x' });
const overview = async (results: AnalysisResults, linkId = 'l1') => (await results.get(linkId))?.result.summary.overview;

describe('stored analyses', () => {
  it('keeps the analysis of the newest revision, once per event', async () => {
    const results = new AnalysisResults(new InMemoryProjectionStore());
    const first = completed(1, 3, 'first');
    for (const e of [first, completed(2, 5, 'second'), first, completed(3, 4, 'older revision, finished later')]) await results.apply(e);
    expect(await overview(results)).toBe('second');
    expect(await results.get('l2')).toBeUndefined();
  });

  it("takes a deleted link's analysis away, and a redelivered or late analysis of it does not bring it back", async () => {
    const store = new InMemoryProjectionStore();
    const results = new AnalysisResults(store);
    const first = completed(1, 1, 'quotes an answer');
    await results.apply(first);
    await results.apply(completed(1, 1, 'other link', 'l2'));
    await results.apply(linkDeleted());
    expect(await results.get('l1')).toBeUndefined();
    for (const e of [first, completed(2, 2, 'raced in'), completed(3, 3, 'raced in later'), linkDeleted()]) await results.apply(e);
    expect(await results.get('l1')).toBeUndefined();
    // Gone from the stored document itself, not only hidden behind the marker.
    expect(await store.collection({ name: 'analysis-results' }).get('analysis-l1')).toBeUndefined();
    expect(await overview(results, 'l2')).toBe('other link');
  });
});
