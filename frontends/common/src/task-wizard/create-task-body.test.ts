import { createTaskBody } from './create-task-body';
import { createDisabled, submitProblem } from './wizard-checks';
import { CLOTHING, EVENT } from './wizard.fixture';
import type { WizardValues } from './wizard-values';

const VALUES: WizardValues = {
  title: '  Spring refresh ',
  description: 'Light layers',
  clientId: 'client-1',
  feePct: 15,
  categoryId: CLOTHING.id,
  recipientId: 'rec-1',
  answers: {
    [CLOTHING.id]: { topsSizes: ['M'], style: 'classic', budget: '100-300', colors: [] },
    [EVENT.id]: { theme: 'wedding' },
  },
};

describe('createTaskBody', () => {
  it("a client's: clientId 'auto', no fee even if one lingers, the chosen category's answers", () => {
    expect(createTaskBody('CLIENT', VALUES, CLOTHING, ['data:image/png;base64,AAAA'])).toEqual({
      title: 'Spring refresh',
      description: 'Light layers',
      clientId: 'auto',
      categoryId: CLOTHING.id,
      recipientId: 'rec-1',
      answers: { topsSizes: ['M'], style: 'classic', budget: '100-300' },
      uploadedImages: ['data:image/png;base64,AAAA'],
    });
  });

  it("a shopper's: the chosen client and the fee as a two-decimal string", () => {
    const body = createTaskBody('SHOPPER', { ...VALUES, feePct: 12.5 }, CLOTHING);
    expect(body).toMatchObject({ clientId: 'client-1', feePct: '12.50' });
    expect(body).not.toHaveProperty('uploadedImages');
  });

  it('leaves the fee, a blank description and empty answers out', () => {
    const body = createTaskBody(
      'SHOPPER',
      { ...VALUES, feePct: null, description: '  ', answers: { [CLOTHING.id]: { style: '' } } },
      CLOTHING,
    );
    expect(body).toEqual({
      title: 'Spring refresh',
      clientId: 'client-1',
      categoryId: CLOTHING.id,
      recipientId: 'rec-1',
    });
    expect(createTaskBody('SHOPPER', { ...VALUES, feePct: 0 }, CLOTHING).feePct).toBe('0.00');
  });
});

describe('createDisabled', () => {
  it('needs a title; a client also a description; a shopper also a client and a category', () => {
    expect(createDisabled('CLIENT', { ...VALUES, title: ' ' })).toBe(true);
    expect(createDisabled('CLIENT', { ...VALUES, description: '' })).toBe(true);
    expect(createDisabled('CLIENT', { ...VALUES, clientId: undefined })).toBe(false);
    expect(createDisabled('SHOPPER', { ...VALUES, description: '' })).toBe(false);
    expect(createDisabled('SHOPPER', { ...VALUES, clientId: undefined })).toBe(true);
    expect(createDisabled('SHOPPER', { ...VALUES, categoryId: undefined })).toBe(true);
  });
});

describe('submitProblem', () => {
  it('names the first step with something missing and the spec toast', () => {
    expect(submitProblem('SHOPPER', VALUES, CLOTHING)).toBeNull();
    expect(submitProblem('CLIENT', { ...VALUES, description: '' }, CLOTHING)).toEqual({
      step: 0,
      title: 'Missing fields',
      description: 'Please fill in all required fields.',
    });
    expect(submitProblem('SHOPPER', VALUES, undefined)?.step).toBe(0);
    expect(submitProblem('SHOPPER', { ...VALUES, recipientId: undefined }, CLOTHING)).toEqual({
      step: 1,
      title: 'Missing recipient',
      description: 'Please select who we are shopping for.',
    });
    expect(submitProblem('SHOPPER', { ...VALUES, categoryId: EVENT.id }, EVENT)).toEqual({
      step: 2,
      title: 'Missing fields',
      description: 'Please fill in all required fields.',
    });
  });
});
