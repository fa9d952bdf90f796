import { clearDraft, draftKey, loadDraft, parseDraft, saveDraft, serializeDraft } from './wizard-draft';

beforeEach(() => sessionStorage.clear());

it('keeps one draft per role under its own key, for the account that wrote it', () => {
  expect(draftKey('SHOPPER')).toBe('atelier.task-wizard.draft.SHOPPER');
  saveDraft('SHOPPER', { owner: 'avery', step: 2, values: { title: 'Gala', feePct: 15 } });
  saveDraft('CLIENT', { owner: 'casey', step: 0, values: { title: 'Lamps' } });
  expect(loadDraft('SHOPPER', 'avery')).toEqual({ owner: 'avery', step: 2, values: { title: 'Gala', feePct: 15 } });
  expect(loadDraft('CLIENT', 'casey')).toEqual({ owner: 'casey', step: 0, values: { title: 'Lamps' } });
  // Someone else signed in on the same tab.
  expect(loadDraft('CLIENT', 'dana')).toBeNull();
  clearDraft('SHOPPER');
  expect(loadDraft('SHOPPER', 'avery')).toBeNull();
  expect(loadDraft('CLIENT', 'casey')).not.toBeNull();
});

it('round-trips the values, answers per category included', () => {
  const draft = {
    owner: 'casey',
    step: 4,
    values: {
      title: 'Spring refresh',
      description: 'Light layers',
      clientId: 'client-1',
      feePct: null,
      categoryId: 'cat-1',
      recipientId: 'rec-1',
      answers: { 'cat-1': { topsSizes: ['M'], style: 'classic', guestCount: 3, notes: null } },
    },
  };
  expect(parseDraft(serializeDraft(draft))).toEqual(draft);
});

it('ignores broken JSON and anything that is not a draft', () => {
  expect(parseDraft(null)).toBeNull();
  expect(parseDraft('{"step": 2, "values":')).toBeNull();
  expect(parseDraft('"a string"')).toBeNull();
  expect(parseDraft('[1, 2]')).toBeNull();
  expect(parseDraft(JSON.stringify({ step: 2, values: { title: 'No owner' } }))).toBeNull();
  sessionStorage.setItem(draftKey('CLIENT'), 'not json');
  expect(loadDraft('CLIENT', 'casey')).toBeNull();
});

it('keeps only what has the form shape and a step the wizard has', () => {
  expect(
    parseDraft(
      JSON.stringify({
        owner: 'casey',
        step: 9,
        values: {
          title: 42,
          description: 'ok',
          feePct: 'twelve',
          answers: { 'cat-1': { style: 'boho', sizes: [1, 2], colors: ['Navy'], nested: { a: 1 } }, 'cat-2': 'x' },
          injected: true,
        },
      }),
    ),
  ).toEqual({
    owner: 'casey',
    step: 4,
    values: { description: 'ok', answers: { 'cat-1': { style: 'boho', colors: ['Navy'] } } },
  });
  expect(parseDraft(JSON.stringify({ owner: 'o', step: -3, values: null }))).toEqual({
    owner: 'o',
    step: 0,
    values: {},
  });
  expect(parseDraft(JSON.stringify({ owner: 'o', step: 1.5 }))).toEqual({ owner: 'o', step: 0, values: {} });
});
