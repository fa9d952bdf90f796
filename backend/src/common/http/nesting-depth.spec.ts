import { isNestedDeeperThan } from './nesting-depth';

/** `[[…]]` with `depth` lists, built without recursion. */
function nestedLists(depth: number): unknown[] {
  const root: unknown[] = [];
  let current = root;
  for (let level = 1; level < depth; level++) {
    const next: unknown[] = [];
    current.push(next);
    current = next;
  }
  return root;
}

describe('isNestedDeeperThan', () => {
  it('counts a bare list or object as one level, and scalars as none', () => {
    expect(isNestedDeeperThan([], 0)).toBe(true);
    expect(isNestedDeeperThan({}, 1)).toBe(false);
    for (const scalar of ['text', 42, null, undefined, true]) expect(isNestedDeeperThan(scalar, 0)).toBe(false);
  });

  it('measures the deepest branch through objects and lists alike', () => {
    const value = { shallow: [1, 2], deep: [{ a: { b: [] } }] };
    expect(isNestedDeeperThan(value, 5)).toBe(false);
    expect(isNestedDeeperThan(value, 4)).toBe(true);
  });

  it('is exact at the limit', () => {
    expect(isNestedDeeperThan(nestedLists(32), 32)).toBe(false);
    expect(isNestedDeeperThan(nestedLists(33), 32)).toBe(true);
  });

  it('measures inputs far deeper than the call stack allows', () => {
    expect(isNestedDeeperThan(nestedLists(1_000_000), 32)).toBe(true);
  });
});
