import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import request from 'supertest';
import sharp from 'sharp';
import type { TestAccount } from './support/accounts';
import { type Cast, registerCast, seedItem, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { testDatabaseMode } from './support/test-database';

// Chromium starts cold in these tests; Jest's 5 s default is too tight on a loaded machine.
jest.setTimeout(60_000);

const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The PDF's text as poppler reads it. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** How many images the PDF holds, as poppler lists them (two heading lines, then one per image). */
function pdfImageCount(pdf: Buffer): number {
  // pdfimages reads files only.
  const dir = mkdtempSync(join(tmpdir(), 'letterhead-'));
  try {
    writeFileSync(join(dir, 'doc.pdf'), pdf);
    const list = execFileSync('pdfimages', ['-list', join(dir, 'doc.pdf')]).toString('utf8');
    return list.trim().split('\n').length - 2;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const NAME = 'Harper <b>&</b> Co. Styling';
const ADDRESS = ['12 Rue du Bac', 'Suite 4', 'New York, NY 10001'];
const INSTRUCTIONS = ['Zelle to harper@example.com,', 'or card via the link below.'];
const LINK = 'https://pay.example.com/harper?invoice=1&ref=pdf';

describe(`invoice letterhead and payment details (${testDatabaseMode()})`, () => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await createTestApp();
    cast = await registerCast(t.http);
  });
  afterAll(() => t.close());

  /** A task of `shopper`'s client with one item, invoiced and finalized: a DUE invoice. */
  async function dueInvoice(shopper: TestAccount, client: TestAccount): Promise<string> {
    const task = await seedTask(t.app, { shopperId: shopper.id, clientId: client.id }, { title: 'Gala look' });
    const item = await seedItem(t.app, task.id, { name: 'Velvet jacket', quantity: 1, unitPrice: '200.00' });
    const created = await request(t.http).post(`/api/tasks/${task.id}/invoice`).set(bearer(shopper)).expect(201);
    await request(t.http)
      .post(`/api/tasks/${task.id}/finalize`)
      .set(bearer(shopper))
      .send({ selectedItems: [{ itemId: item.id, quantity: 1 }] })
      .expect(200);
    return created.body.invoice.id as string;
  }
  const pdf = async (account: TestAccount, invoiceId: string) =>
    (
      await request(t.http)
        .get(`/api/invoices/${invoiceId}/pdf`)
        .set(bearer(account))
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
  const html = async (account: TestAccount, invoiceId: string) =>
    (await request(t.http).get(`/api/invoices/${invoiceId}/pdf?format=html`).set(bearer(account)).expect(200)).text;

  it("prints today's document when the shopper has set nothing", async () => {
    const invoiceId = await dueInvoice(cast.shopperB, cast.clientB);
    const page = await html(cast.shopperB, invoiceId);
    expect(page).not.toContain('class="letterhead"');
    expect(page).not.toContain('class="payment"');
    expect(page).not.toContain('<img');
    const text = pdfText(await pdf(cast.clientB, invoiceId));
    expect(text).toContain('Blake Shopper');
    expect(text).not.toMatch(/how to pay/i);
    expect(text).not.toContain('Pay online');
  });

  describe('with a brand', () => {
    let invoiceId: string;

    beforeAll(async () => {
      const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#7a4b2a' } })
        .png()
        .toBuffer();
      const uploaded = await request(t.http)
        .post('/api/shoppers/me/logo')
        .set(bearer(cast.shopperA))
        .attach('file', logo, { filename: 'logo.png', contentType: 'image/png' })
        .expect(201);
      await request(t.http)
        .patch('/api/shoppers/me')
        .set(bearer(cast.shopperA))
        .send({
          businessName: NAME,
          businessAddress: ADDRESS.join('\n'),
          paymentInstructions: INSTRUCTIONS.join('\n'),
          paymentLink: LINK,
          logoUrl: uploaded.body.url,
        })
        .expect(200);
      invoiceId = await dueInvoice(cast.shopperA, cast.clientA);
    });

    it('heads both copies with the logo, business name and address, and says how to pay while due', async () => {
      for (const account of [cast.shopperA, cast.clientA]) {
        const document = await pdf(account, invoiceId);
        const text = pdfText(document);
        // Headings print in capitals (CSS).
        for (const expected of [
          NAME,
          ...ADDRESS,
          'HOW TO PAY',
          ...INSTRUCTIONS,
          `Pay online: ${LINK}`,
          'Velvet jacket',
        ]) {
          expect(text).toContain(expected);
        }
        // The letterhead comes first, above the invoice's own heading; the address keeps its lines.
        expect(text.indexOf(NAME)).toBeLessThan(text.indexOf('INVOICE'));
        expect(text.indexOf(ADDRESS[0])).toBeLessThan(text.indexOf(ADDRESS[1]));
        expect(text.indexOf('HOW TO PAY')).toBeGreaterThan(text.indexOf('Total'));
        expect(pdfImageCount(document)).toBeGreaterThanOrEqual(1);
      }
    });

    it('inlines the logo as a data: URI and escapes every value in the HTML', async () => {
      const page = await html(cast.clientA, invoiceId);
      expect(page).toMatch(/<img src="data:image\/(png|webp);base64,[A-Za-z0-9+/]+={0,2}" alt="Harper &#60;b&#62;/);
      expect(page).toContain('Harper &#60;b&#62;&#38;&#60;/b&#62; Co. Styling');
      expect(page).not.toContain('<b>');
      expect(page).toContain('12 Rue du Bac<br>Suite 4<br>New York, NY 10001');
      expect(page).toContain('https://pay.example.com/harper?invoice=1&#38;ref=pdf');
      expect(page).not.toContain('/files/uploads/');
    });

    it('drops the payment details once the invoice is paid, and keeps the letterhead', async () => {
      await request(t.http).patch(`/api/invoices/${invoiceId}/pay`).set(bearer(cast.shopperA)).expect(200);
      const text = pdfText(await pdf(cast.clientA, invoiceId));
      expect(text).toContain('PAID');
      expect(text).toContain(NAME);
      expect(text).not.toMatch(/how to pay/i);
      expect(text).not.toContain(LINK);
    });

    it('prints a new document when the brand changes, and nothing once it is cleared', async () => {
      const due = await dueInvoice(cast.shopperA, cast.clientA);
      expect(pdfText(await pdf(cast.clientA, due))).toContain(NAME);
      await request(t.http)
        .patch('/api/shoppers/me')
        .set(bearer(cast.shopperA))
        .send({ businessName: 'Harper Studio', paymentLink: null })
        .expect(200);
      let text = pdfText(await pdf(cast.clientA, due));
      expect(text).toContain('Harper Studio');
      expect(text).toContain(INSTRUCTIONS[0]);
      expect(text).not.toContain('Pay online');

      await request(t.http)
        .patch('/api/shoppers/me')
        .set(bearer(cast.shopperA))
        .send({ businessName: '', businessAddress: '', paymentInstructions: '', logoUrl: null })
        .expect(200);
      const document = await pdf(cast.clientA, due);
      text = pdfText(document);
      expect(text).not.toContain('Harper Studio');
      expect(text).not.toMatch(/how to pay/i);
      expect(pdfImageCount(document)).toBe(0);
      expect(await html(cast.shopperA, due)).not.toContain('class="letterhead"');
    });
  });
});
