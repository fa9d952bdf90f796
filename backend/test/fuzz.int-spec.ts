import request from 'supertest';
import { registerCast, seedItem, seedRecipient, seedTask } from './support/shopping-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { type FuzzContext, type FuzzRequest, type Operation, operationsOf, requestsFor } from './support/fuzz-requests';

/** Fixed, so a failure found once is found again; bounded, so the suite stays a matter of seconds. */
const SEED = 13;
const GENERATED_PER_OPERATION = 30;
/** Far above what it takes (seconds), for a busy machine. */
const SUITE_TIMEOUT_MS = 300_000;

/**
 * Issue 13: for every operation of the OpenAPI document, generated malformed requests (wrong
 * types, missing and extra fields, deep nesting, huge strings, invalid ids, lone surrogates
 * and NUL bytes, wrong content types, oversized bodies) never get a 5xx, and every 4xx has the
 * `{ statusCode, error, message }` body. The requests are generated from the served document,
 * so a new endpoint is fuzzed without touching this file.
 */
describe('fuzz: every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let context: FuzzContext;

  beforeAll(async () => {
    // Product-link import gives up at once: fuzzed links name hosts that do not exist.
    t = await createTestApp({ ENRICH_TIMEOUT_MS: '100' });
    // Deletions last: the other operations keep finding the rows they aim at.
    operations = operationsOf((await request(t.http).get('/api/docs-json').expect(200)).body).sort(
      (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
    );
    context = await seedWorld(t);
  });
  afterAll(() => t.close());

  it(
    'never answers 5xx, and answers every 4xx as { statusCode, error, message }',
    async () => {
      const defects: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        for (const fuzzed of requestsFor(operation, context, { seed: SEED, numRuns: GENERATED_PER_OPERATION })) {
          const res = await send(t, fuzzed);
          sent++;
          const defect = defectOf(res);
          if (defect)
            defects.push(`${operation.method.toUpperCase()} ${operation.path}: ${defect}\n  ${summaryOf(fuzzed)}`);
        }
      }
      expect(operations.length).toBeGreaterThanOrEqual(50);
      expect(sent).toBeGreaterThan(operations.length * GENERATED_PER_OPERATION);
      expect(defects).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );
});

/** Two tenants with a task, an item, a recipient, a comment and an invoice each side: real ids to aim at. */
async function seedWorld(t: TestApp): Promise<FuzzContext> {
  const cast = await registerCast(t.http);
  const imageUrl = 'https://cdn.example.com/look.jpg';
  const task = await seedTask(t.app, { shopperId: cast.shopperA.id, clientId: cast.clientA.id });
  const foreignTask = await seedTask(t.app, { shopperId: cast.shopperB.id, clientId: cast.clientB.id });
  const item = await seedItem(t.app, task.id, { imageUrls: [imageUrl] });
  const foreignItem = await seedItem(t.app, foreignTask.id);
  const recipient = await seedRecipient(t.app, cast.clientA.id);
  const bearer = { Authorization: `Bearer ${cast.shopperA.token}` };
  const comment = await request(t.http)
    .post(`/api/tasks/${task.id}/images/comments`)
    .set(bearer)
    .send({ imageUrl, content: 'Love it', x: 50, y: 50 })
    .expect(201);
  const invoice = await request(t.http).post(`/api/tasks/${task.id}/invoice`).set(bearer).expect(201);
  return {
    tokens: {
      shopper: cast.shopperA.token,
      client: cast.clientA.token,
      otherShopper: cast.shopperB.token,
    },
    ids: {
      tasks: [task.id, foreignTask.id],
      items: [item.id, foreignItem.id],
      recipients: [recipient.id],
      comments: [comment.body.id],
      invoices: [invoice.body.invoice.id],
      users: [cast.shopperA.id, cast.clientA.id, cast.shopperB.id],
    },
    imageUrl,
  };
}

function send(t: TestApp, fuzzed: FuzzRequest): Promise<request.Response> {
  const call = request(t.http)[fuzzed.method](fuzzed.url).set(fuzzed.headers);
  const body = fuzzed.body;
  if (body.kind === 'none') return call;
  if (body.kind === 'raw') return call.set('Content-Type', body.contentType).send(body.content);
  for (const [name, value] of body.fields) call.field(name, value);
  return body.file ? call.attach(body.file.field, body.file.bytes, body.file.filename) : call;
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx without the error body. */
function defectOf(res: request.Response): string | null {
  if (res.status >= 500) return `answered ${res.status}: ${res.text.slice(0, 200)}`;
  if (res.status < 400) return null;
  const body = res.body as Record<string, unknown>;
  const shaped =
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).sort().join() === 'error,message,statusCode' &&
    body.statusCode === res.status &&
    typeof body.error === 'string' &&
    (typeof body.message === 'string' ||
      (Array.isArray(body.message) && body.message.every((line) => typeof line === 'string')));
  return shaped ? null : `answered ${res.status} without the error body: ${res.text.slice(0, 200)}`;
}

function summaryOf(fuzzed: FuzzRequest): string {
  const body =
    fuzzed.body.kind === 'raw'
      ? `${fuzzed.body.contentType} ${String(fuzzed.body.content).slice(0, 200)}`
      : fuzzed.body.kind === 'multipart'
        ? `multipart ${JSON.stringify(fuzzed.body.fields).slice(0, 200)} file=${fuzzed.body.file?.bytes.length ?? 'none'}`
        : 'no body';
  return `${fuzzed.method.toUpperCase()} ${fuzzed.url.slice(0, 200)} [${Object.keys(fuzzed.headers).join(', ')}] ${body}`;
}
