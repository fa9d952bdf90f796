import {
  allocateCredit,
  type BilledLine,
  creditableUnits,
  fromCents,
  lineAmounts,
  previewReturn,
  previewTotals,
  type PricedItem,
  priceTask,
  replayReturns,
  type ReturnedUnits,
  sumLines,
  toCents,
} from '@atelier/billing';
import fc from 'fast-check';
import request from 'supertest';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Each run seeds a task and bills it through a dozen requests.
jest.setTimeout(120_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

/**
 * Random invoices and returns, billed through the real api: what @atelier/billing computes from
 * the inputs alone (prices, quantities, the fee percent, the units returned) is what the api
 * stores and answers, to the cent; and the previews the web app shows (previewTotals in the
 * finalize dialog, previewReturn over the invoice the api sent in the return dialog) are what the
 * api then stores. Runs are few: each is a task's whole billing over HTTP.
 */
describe(`billing properties: the library's amounts are the api's (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  const api = {
    get: (path: string) => request(t.http).get(`/api${path}`).set(bearer(cast.shopperA)).expect(200),
    post: (path: string, body: object | undefined, status: number) =>
      request(t.http).post(`/api${path}`).set(bearer(cast.shopperA)).send(body).expect(status),
    put: (path: string, body: object) =>
      request(t.http).put(`/api${path}`).set(bearer(cast.shopperA)).send(body).expect(200),
  };

  /** Per item: its price and quantity, and raw draws the run turns into the units it captures and returns. */
  const scenario = fc.record({
    feeHundredths: fc.integer({ min: 0, max: 100_00 }),
    items: fc.array(
      fc.record({
        priceCents: fc.integer({ min: 1, max: 9_999_99 }),
        quantity: fc.integer({ min: 1, max: 6 }),
        firstDraw: fc.nat(),
        secondDraw: fc.nat(),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    returnDraws: fc.array(fc.array(fc.nat(), { minLength: 4, maxLength: 4 }), { maxLength: 3 }),
  });

  const amountsOf = (body: { originalSubtotal?: string; subtotal?: string; serviceFee: string; total: string }) => ({
    subtotal: toCents((body.originalSubtotal ?? body.subtotal)!),
    serviceFee: toCents(body.serviceFee),
    total: toCents(body.total),
  });
  const withoutTaxes = ({ subtotal, serviceFee, total }: { subtotal: number; serviceFee: number; total: number }) => ({
    subtotal,
    serviceFee,
    total,
  });

  /** What an invoice line bills, in the api's words. */
  const lineRow = (line: BilledLine) => [
    line.itemId,
    line.capturedQuantity,
    line.unitPrice,
    line.feePctAtCapture,
    line.lineTotal,
    line.lineServiceFee,
  ];
  const sortedRows = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();

  it('stores and answers what the library computes, and what the web app previewed', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ feeHundredths, items: drawn, returnDraws }) => {
        const feePct = fromCents(feeHundredths);
        const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
        await api.put(`/tasks/${task.id}`, { feePct });
        const items: { id: string; unitPrice: string; quantity: number; first: number; second: number }[] = [];
        for (const [index, item] of drawn.entries()) {
          const unitPrice = fromCents(item.priceCents);
          const { body } = await api.post(
            `/tasks/${task.id}/items`,
            { name: `Piece ${index + 1}`, quantity: item.quantity, unitPrice },
            201,
          );
          const first = item.firstDraw % (item.quantity + 1);
          const second = item.secondDraw % (item.quantity - first + 1);
          items.push({ id: body.id as string, unitPrice, quantity: item.quantity, first, second });
        }
        // Finalizing takes at least one unit.
        if (items.every((item) => item.first === 0)) {
          items[0]!.first = 1;
          items[0]!.second = Math.min(items[0]!.second, items[0]!.quantity - 1);
        }

        // What the api is expected to hold: the invoice's lines, computed from the inputs alone.
        const billed: BilledLine[] = [];
        const capture = (take: (item: (typeof items)[number]) => number) =>
          items
            .filter((item) => take(item) > 0)
            .map((item) => {
              const amounts = lineAmounts(take(item), item.unitPrice, feePct);
              billed.push({
                itemId: item.id,
                status: 'CAPTURED',
                capturedQuantity: take(item),
                unitPrice: item.unitPrice,
                feePctAtCapture: feePct,
                lineTotal: fromCents(amounts.lineTotal),
                lineServiceFee: fromCents(amounts.lineServiceFee),
              });
              return { itemId: item.id, quantity: take(item), unitPrice: item.unitPrice };
            });

        const invoiceId: string = (await api.post(`/tasks/${task.id}/invoice`, undefined, 201)).body.invoice.id;
        const firstLines = capture((item) => item.first);
        // The finalize dialog's preview, as the web app computes it for this selection.
        const finalizePreview = previewTotals(firstLines, feePct);
        const finalized = await api.post(
          `/tasks/${task.id}/finalize`,
          { selectedItems: firstLines.map(({ itemId, quantity }) => ({ itemId, quantity })) },
          200,
        );
        expect(amountsOf(finalized.body.invoice)).toEqual(withoutTaxes(finalizePreview));

        const secondLines = capture((item) => item.second);
        if (secondLines.length > 0) {
          const capturePreview = previewTotals([...firstLines, ...secondLines], feePct);
          const captured = await api.post(
            `/tasks/${task.id}/invoice/capture-items`,
            { items: secondLines.map(({ itemId, quantity }) => ({ itemId, qtyCaptured: quantity })) },
            200,
          );
          expect(amountsOf(captured.body.invoice)).toEqual(withoutTaxes(capturePreview));
        }

        const read = (await api.get(`/tasks/${task.id}/invoice`)).body;
        expect(read.lines.map(lineRow)).toEqual(billed.map(lineRow));
        const invoiceTotals = sumLines(
          billed.map((line) => ({
            lineTotal: toCents(line.lineTotal),
            lineServiceFee: toCents(line.lineServiceFee),
            lineTaxes: 0,
          })),
        );
        expect(amountsOf(read.invoice)).toEqual(withoutTaxes(invoiceTotals));

        // Returns: each credit note is what the library allocates from the inputs, and what the
        // return dialog previews from the invoice as the api sends it.
        const notes: ReturnedUnits[][] = [];
        let credited = 0;
        for (const draws of returnDraws) {
          const state = replayReturns(billed, notes);
          const quantities = Object.fromEntries(
            state.map((item, index) => [item.itemId, (draws[index] ?? 0) % (creditableUnits(item.lines) + 1)]),
          );
          const expected = previewReturn(state, quantities);
          if (expected.lines.length === 0) continue;
          const shown = (await api.get(`/tasks/${task.id}/invoice`)).body;
          const dialogPreview = previewReturn(
            replayReturns(
              shown.lines,
              shown.creditNotes.map((note: { lines: ReturnedUnits[] }) => note.lines),
            ),
            quantities,
          );
          expect(dialogPreview).toEqual(expected);

          const lines = Object.entries(quantities)
            .filter(([, quantity]) => quantity > 0)
            .map(([itemId, quantity]) => ({ itemId, quantity }));
          const note = (await api.post(`/invoices/${invoiceId}/credit-notes`, { lines }, 201)).body;
          expect(amountsOf(note)).toEqual(withoutTaxes(expected));
          // The api lists a note's lines in its own order: compared as a set.
          expect(
            sortedRows(
              note.lines.map((line: Record<string, unknown>) => [
                line.itemId,
                line.quantity,
                line.unitPrice,
                line.feePct,
                toCents(line.lineTotal as string),
                toCents(line.lineServiceFee as string),
              ]),
            ),
          ).toEqual(
            sortedRows(
              expected.lines.map((line) => [
                line.itemId,
                line.quantity,
                line.unitPrice,
                line.feePct,
                line.lineTotal,
                line.lineServiceFee,
              ]),
            ),
          );
          notes.push(expected.lines.map(({ itemId, quantity }) => ({ itemId, quantity })));
          credited += expected.total;
        }

        const after = (await api.get(`/tasks/${task.id}/invoice`)).body;
        expect(toCents(after.netTotal)).toBe(invoiceTotals.total - credited);

        // The task's price: billed units at what their lines billed net of returns, the rest at the fee now.
        const returned = replayReturns(billed, notes);
        const priced: PricedItem[] = items.map((item) => {
          const lines = returned.find((entry) => entry.itemId === item.id)?.lines ?? [];
          const sum = (pick: (line: (typeof lines)[number]) => number) =>
            lines.reduce((total, line) => total + pick(line), 0);
          return {
            quantity: item.quantity,
            unitPrice: item.unitPrice,
            billedQuantity: sum((line) => line.capturedQuantity),
            billedSubtotal: sum((line) => line.lineTotal - line.credited.lineTotal),
            billedFee: sum((line) => line.lineServiceFee - line.credited.lineServiceFee),
          };
        });
        const pricing = (await api.get(`/tasks/${task.id}/pricing`)).body;
        expect(amountsOf(pricing)).toEqual(priceTask(priced, feePct));
        // The task list says what the task page says.
        const listed = (await api.get('/tasks')).body.find((entry: { id: string }) => entry.id === task.id);
        expect(listed.total).toBe(pricing.total);
        // Nothing allocated past what was returnable: every line's credits within what it billed.
        for (const line of returned.flatMap((entry) => entry.lines)) {
          expect(line.credited.quantity).toBeLessThanOrEqual(line.capturedQuantity);
          expect(() => allocateCredit([line], creditableUnits([line]) + 1)).toThrow(RangeError);
        }
      }),
      { numRuns: 20 },
    );
  });
});
