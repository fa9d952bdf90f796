import { MAX_IDS_PER_STATEMENT, SessionLookupBatch } from './session-lookup-batch';

interface Row {
  id: string;
}

/** A batch over a fake table of `ids`, recording the ids of every statement sent. */
function batchOver(ids: string[]) {
  const statements: string[][] = [];
  const batch = new SessionLookupBatch<Row>(async (asked) => {
    statements.push(asked);
    return ids.filter((id) => asked.includes(id.toLowerCase())).map((id) => ({ id }));
  });
  return { batch, statements };
}

describe('SessionLookupBatch', () => {
  it("sends one statement per turn of the event loop, each lookup answered with its own id's row", async () => {
    const { batch, statements } = batchOver(['a', 'b']);
    const answers = await Promise.all(['a', 'b', 'a', 'gone'].map((id) => batch.lookUp(id)));
    expect(answers).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'a' }, undefined]);
    expect(statements).toEqual([['a', 'b', 'gone']]);
  });

  it('never adds a lookup to a statement already sent', async () => {
    const { batch, statements } = batchOver(['a']);
    const first = batch.lookUp('a');
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([first, batch.lookUp('a')]);
    expect(statements).toEqual([['a'], ['a']]);
  });

  it(`splits a batch beyond ${MAX_IDS_PER_STATEMENT} ids`, async () => {
    const ids = Array.from({ length: MAX_IDS_PER_STATEMENT + 1 }, (_id, index) => `id${index}`);
    const { batch, statements } = batchOver(ids);
    expect(await Promise.all(ids.map((id) => batch.lookUp(id)))).toEqual(ids.map((id) => ({ id })));
    expect(statements.map((statement) => statement.length)).toEqual([MAX_IDS_PER_STATEMENT, 1]);
  });

  it('rejects every lookup of a batch whose statement fails', async () => {
    const failure = new Error('connection lost');
    const batch = new SessionLookupBatch<Row>(() => Promise.reject(failure));
    const answers = await Promise.allSettled(['a', 'b', 'a'].map((id) => batch.lookUp(id)));
    expect(answers).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  it('rejects every lookup of a batch whose statement cannot even be sent', async () => {
    const failure = new Error('no pool');
    const batch = new SessionLookupBatch<Row>(() => {
      throw failure;
    });
    await expect(Promise.all([batch.lookUp('a'), batch.lookUp('b')])).rejects.toBe(failure);
  });

  it('matches ids without case, as MariaDB compares them', async () => {
    const { batch } = batchOver(['abc']);
    expect(await Promise.all([batch.lookUp('ABC'), batch.lookUp('abc')])).toEqual([{ id: 'abc' }, { id: 'abc' }]);
  });
});
