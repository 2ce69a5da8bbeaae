import { FakeEncoder, fakeAnswerVectors, InMemoryVectorStore } from '../testing/vector-fakes';

const answer = (id: string, response: string) => ({ responseId: id, submissionId: `s-${id}`, questionText: 'Q?', response });

describe('answer vectors', () => {
  it('embeds each arriving answer once, and not again after a restart', async () => {
    const store = new InMemoryVectorStore();
    const first = fakeAnswerVectors(store);
    first.vectors.arrived([
      { responseId: 'a', linkId: 'l1', response: 'Meetings run long. Stop it.' },
      { responseId: 'b', linkId: 'l1', response: 'Great coaching' },
    ]);
    await first.vectors.idle();
    expect(first.encoder.embedded).toBe(3);
    expect(store.records.get('a')?.spans).toEqual([
      [0, 18],
      [19, 27],
    ]);

    // A restart replays every submission: what is stored is read, not embedded again.
    const restarted = fakeAnswerVectors(store);
    restarted.vectors.arrived([
      { responseId: 'a', linkId: 'l1', response: 'Meetings run long. Stop it.' },
      { responseId: 'b', linkId: 'l1', response: 'Great coaching' },
    ]);
    await restarted.vectors.idle();
    const units = await restarted.vectors.unitsFor('l1', [answer('a', 'Meetings run long. Stop it.'), answer('b', 'Great coaching')]);
    expect(restarted.encoder.embedded).toBe(0);
    expect(units.map((u) => u.spans.length)).toEqual([2, 1]);
  });

  it('embeds at run time what is not stored yet, and what an older model made', async () => {
    const store = new InMemoryVectorStore();
    const old = fakeAnswerVectors(store, Object.assign(new FakeEncoder(), { modelId: 'older-model' }));
    old.vectors.arrived([{ responseId: 'a', linkId: 'l1', response: 'Meetings run long' }]);
    await old.vectors.idle();
    const current = fakeAnswerVectors(store);
    const units = await current.vectors.unitsFor('l1', [answer('a', 'Meetings run long'), answer('b', 'Kit is broken')]);
    expect(current.encoder.embedded).toBe(2);
    expect(units.every((u) => u.spans.length === 1)).toBe(true);
    expect(store.records.get('a')?.model).toBe('fake-encoder/units-1');
  });

  it('erases the vectors of deleted answers and links, also when the embedding was still under way', async () => {
    const { vectors, store } = fakeAnswerVectors();
    vectors.arrived([
      { responseId: 'a', linkId: 'l1', response: 'one' },
      { responseId: 'b', linkId: 'l1', response: 'two' },
      { responseId: 'c', linkId: 'l2', response: 'three' },
    ]);
    await vectors.forget(['a']);
    await vectors.forgetLink('l2');
    await vectors.idle();
    expect([...store.records.keys()]).toEqual(['b']);
  });
});
