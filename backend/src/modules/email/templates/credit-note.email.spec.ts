import { type CreditNoteEmailData, creditNoteEmail } from './credit-note.email';

describe('creditNoteEmail', () => {
  const data = (standing: CreditNoteEmailData['standing']): CreditNoteEmailData => ({
    clientName: 'Nina',
    shopperName: 'Ava Laurent',
    invoiceNumber: 'INV-2026-0007',
    taskTitle: 'Lake house <living room>',
    creditNoteNumber: 'CN-0003',
    amount: '$50.63',
    standing,
    taskUrl: 'https://atelier.example/tasks/t1',
  });

  it('names the credit note, its invoice and task, and links to the invoice', async () => {
    const email = await creditNoteEmail(data({ kind: 'settled' }));
    expect(email.subject).toBe('Return recorded: $50.63 credited on INV-2026-0007');
    expect(email.text).toContain('Hi Nina,');
    expect(email.text).toContain(
      'Ava Laurent recorded a return of $50.63 on invoice INV-2026-0007 (Lake house <living room>): credit note CN-0003.',
    );
    expect(email.text).toContain('View invoice: https://atelier.example/tasks/t1');
    expect(email.html).toContain('Lake house &lt;living room&gt;');
    expect(email.html).not.toContain('<living room>');
    expect(email.unsubscribeUrl).toBeUndefined();
  });

  it.each([
    [{ kind: 'due', amount: '$67.47' } as const, '$67.47 is now due on this invoice.'],
    [
      { kind: 'owed-back', amount: '$50.63' } as const,
      '$50.63 is coming back to you: your shopper will refund it or keep it as your credit.',
    ],
    [{ kind: 'settled' } as const, 'Nothing is due on this invoice.'],
  ])('says what the invoice asks for after the return (%o)', async (standing, sentence) => {
    const email = await creditNoteEmail(data(standing));
    expect(email.text).toContain(sentence);
    expect(email.html).toContain(sentence.replace(/'/g, '&#39;'));
  });
});
