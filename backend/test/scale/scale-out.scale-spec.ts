import { readdirSync } from 'node:fs';
import { type Job, Queue } from 'bullmq';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { type PayloadOf, QUEUE_DEFINITIONS, queueNames } from '../../src/infra/queue/queue-definitions';
import type { TestAccount } from '../support/accounts';
import { connectSocket, type LiveEvent, nextEvent, recordEvents } from '../support/live-sockets';
import { registerCast, type Cast } from '../support/shopping-fixtures';
import { TEST_REDIS_URL } from '../support/test-app';
import { addItemPhoto, phonePhoto, servedImage } from './support/images';
import { type BuiltApi, waitFor } from '../support/processes';
import { bearer, downloadPdf, finalizedInvoice, type PdfAnswer, taskWithItem } from './support/shopping';
import { Topology } from './support/topology';

/**
 * Each job of the workers below waits this long before its work and again after it
 * (JOB_TEST_DELAY_MS), so the test can stop or kill a worker at a known point of a job.
 */
const JOB_DELAY = { JOB_TEST_DELAY_MS: '1500' };

/** As long as waitFor's other waits in this file: a worker's job on a busy machine takes seconds. */
const EVENT_TIMEOUT_MS = 20_000;

/** Long enough for a stray event to cross Redis to the wrong socket, if one were sent. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/**
 * The deployment's shape as real processes (what infra/docker-compose.yml runs in
 * containers): two api processes on two ports and a worker, from the built backend, on one
 * MariaDB database, one Redis and one bucket, each process with a DATA_DIR of its own.
 * Nothing here reaches into a process: every step goes through HTTP, signals, the bucket and
 * the queues in Redis.
 */
describe('scale-out: two api processes and a worker on MariaDB and Redis', () => {
  let topology: Topology;
  let apiA: BuiltApi;
  let apiB: BuiltApi;
  let cast: Cast;
  let recipientId: string;
  let pdfQueue: Queue<PayloadOf<'pdf'>>;
  let imagesQueue: Queue<PayloadOf<'images'>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    topology = await Topology.start();
    [apiA, apiB] = topology.apis;
    cast = await registerCast(apiA.url);
    recipientId = (
      await request(apiA.url)
        .post('/api/recipients')
        .set(bearer(cast.clientA))
        .send({ relationship: 'self', displayName: 'Casey herself' })
        .expect(201)
    ).body.id;
    const queueOptions = { connection: { url: TEST_REDIS_URL }, prefix: topology.env.REDIS_PREFIX };
    pdfQueue = new Queue('pdf', queueOptions);
    imagesQueue = new Queue('images', queueOptions);
  }, 120_000);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await pdfQueue?.close();
    await imagesQueue?.close();
    await topology?.close();
  });

  const parties = () => ({ shopper: cast.shopperA, client: cast.clientA, recipientId });
  /** Per invoice: when its document was last changed, and the PDFs of what it printed before. */
  const printedBefore = new Map<string, { since: number; files: string[] }>();
  /**
   * A finalized invoice whose current document no one has printed: finalizing emails the client
   * the invoice with its PDF, so once that email is out a part payment changes what the invoice
   * prints. Only what follows counts below (pdfJobs, storedPdfs).
   */
  const invoice = async (title: string) => {
    const made = await finalizedInvoice({ first: apiA.url, second: apiB.url }, parties(), title);
    await waitFor(
      'the invoice email to be sent with its PDF',
      async () => {
        const mail = await queueHealth('mail');
        return mail.waiting + mail.active + mail.delayed === 0 && (await storedPdfs(made.invoiceId)).length > 0;
      },
      topology.processes,
    );
    const files = await storedPdfs(made.invoiceId);
    await request(apiA.url)
      .post(`/api/invoices/${made.invoiceId}/payments`)
      .set(bearer(cast.shopperA))
      .send({ amount: '1.00', method: 'cash', paidOn: new Date().toISOString().slice(0, 10) })
      .expect(201);
    printedBefore.set(made.invoiceId, { since: Date.now(), files });
    return made;
  };
  /** The keys of the stored PDFs of an invoice (one document, whichever party asks), in the bucket, since `invoice`. */
  const storedPdfs = async (invoiceId: string) => {
    const earlier = printedBefore.get(invoiceId)?.files ?? [];
    const keys: string[] = [];
    for await (const { key } of topology.files.list(`pdfs/${invoiceId}/`)) if (!earlier.includes(key)) keys.push(key);
    return keys;
  };
  /** Every job the pdf queue holds for an invoice's document since `invoice`, whatever its state. */
  const pdfJobs = async (invoiceId: string) => {
    const since = printedBefore.get(invoiceId)?.since ?? 0;
    const jobs = await pdfQueue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized']);
    const mine = jobs.filter(
      (job) => job.data.invoiceId === invoiceId && !job.data.creditNoteId && job.timestamp >= since,
    );
    return Promise.all(mine.map(async (job) => ({ job, state: await job.getState() })));
  };
  /** A queue as /api/health of api A reports it. */
  const queueHealth = async (name: 'pdf' | 'images' | 'mail') =>
    (await request(apiA.url).get('/api/health').expect(200)).body.queues[name];
  const pdfQueueHealth = () => queueHealth('pdf');
  const waitForActiveJob = (name: 'pdf' | 'images') =>
    waitFor(`a ${name} job to be running`, async () => (await queueHealth(name)).active > 0, topology.processes);
  const waitForActivePdfJob = () => waitForActiveJob('pdf');
  /**
   * A running worker with no job waiting or running in any queue. A job a kill interrupts runs
   * again under the next worker; were it still running at the next test's kill (a digest of that
   * test's events, due a second later, say), one job would be interrupted by every kill and, at
   * the third, fail as a job that kills its workers (maxStalledCount 2). Starting each kill from
   * here, a kill interrupts a job once at most.
   */
  const idleWorker = async () => {
    if (!topology.worker.running) await topology.startWorker(JOB_DELAY);
    await waitFor(
      'every queue to have no job waiting or running',
      async () => {
        const queues = (await request(apiA.url).get('/api/health').expect(200)).body.queues as Record<
          string,
          { waiting: number; active: number }
        >;
        return Object.values(queues).every(({ waiting, active }) => waiting + active === 0);
      },
      topology.processes,
    );
  };
  /** The upload's files in the bucket: the image and whatever variants exist, by name. */
  const uploadFiles = async (url: string) => {
    const key = url.slice('/files/uploads/'.length);
    const names: string[] = [];
    for await (const object of topology.files.list(`uploads/${key.slice(0, key.indexOf('.'))}`)) {
      names.push(object.key.slice(object.key.lastIndexOf('/') + 1));
    }
    return names.sort();
  };
  /** The item's images as api B lists them to the client, once the variants are made. */
  const listedImagesWithVariants = (ids: { taskId: string; itemId: string }, url: string) =>
    waitFor(
      'api B to list the variants',
      async () => {
        const detail = await request(apiB.url).get(`/api/tasks/${ids.taskId}`).set(bearer(cast.clientA)).expect(200);
        const item = (detail.body.items as Array<{ id: string; imageUrls: string[]; images: unknown[] }>).find(
          (candidate) => candidate.id === ids.itemId,
        );
        const refs = item?.images as Array<{ url: string; webUrl: string; thumbUrl: string }> | undefined;
        return refs?.[0] && refs[0].thumbUrl !== url && { imageUrls: item!.imageUrls, images: refs };
      },
      topology.processes,
    );
  /** Every job the images queue holds for an upload, once none is still to run or running. */
  const settledImageJobs = (url: string) =>
    waitFor(
      'the images job to settle',
      async () => {
        const key = url.slice('/files/uploads/'.length);
        const jobs = await imagesQueue.getJobs(['completed', 'failed', 'active', 'waiting', 'delayed', 'prioritized']);
        const mine = await Promise.all(
          jobs.filter((job) => job.data.key === key).map(async (job) => ({ job, state: await job.getState() })),
        );
        return mine.every(({ state }) => state === 'completed' || state === 'failed') && mine;
      },
      topology.processes,
    );
  /** A browser's socket on `api`, closed after the test. */
  const connect = async (api: BuiltApi, account: TestAccount) => {
    const socket = await connectSocket(api.url, account.token);
    sockets.push(socket);
    return socket;
  };
  /** Every live event the other tenant's two sockets receive. */
  const otherTenantEvents = async (api: BuiltApi) => {
    const [shopper, client] = await Promise.all([connect(api, cast.shopperB), connect(api, cast.clientB)]);
    return [recordEvents<LiveEvent>(shopper), recordEvents<LiveEvent>(client)];
  };
  const expectPdf = (answer: PdfAnswer) => {
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  };
  /** Exactly one job ran for this document: completed, never failed, and (re)started `stalls` times after a dead worker. */
  const expectOneCompletedJob = async (invoiceId: string, stalls: number) => {
    const jobs = await pdfJobs(invoiceId);
    expect(jobs.map(({ state }) => state)).toEqual(['completed']);
    const job: Job = jobs[0].job;
    expect(job.stalledCounter).toBe(stalls);
    expect(job.attemptsMade).toBe(1);
    return job;
  };

  it('shares sessions and data: a token from api A works on api B, which sees what A wrote', async () => {
    const me = await request(apiB.url).get('/api/me').set(bearer(cast.clientA)).expect(200);
    expect(me.body.user.id).toBe(cast.clientA.id);
    const recipients = await request(apiB.url).get('/api/recipients').set(bearer(cast.clientA)).expect(200);
    expect(JSON.stringify(recipients.body)).toContain(recipientId);
    const health = await request(apiB.url).get('/api/health').expect(200);
    expect(health.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', kind: 'mysql' },
      redis: { status: 'up' },
      storage: { status: 'up', kind: 's3' },
    });
  });

  it('never answers a read from before a change made through the other api (read caches)', async () => {
    const { taskId, itemId } = await taskWithItem(apiA.url, parties(), 'Read across processes');
    const readOnB = async () =>
      (await request(apiB.url).get(`/api/tasks/${taskId}`).set(bearer(cast.clientA)).expect(200)).body;
    expect((await readOnB()).items[0]).toMatchObject({ id: itemId, name: 'Linen blazer' });
    // Kept by api B now; the change goes through api A.
    expect((await readOnB()).items[0].name).toBe('Linen blazer');
    await request(apiA.url)
      .put(`/api/items/${itemId}`)
      .set(bearer(cast.shopperA))
      .send({ name: 'Linen blazer, navy', unitPrice: '129.00', quantity: 1 })
      .expect(200);
    expect((await readOnB()).items[0].name).toBe('Linen blazer, navy');
  });

  it('delivers a message posted through api B to both parties on api A, and nothing to another tenant', async () => {
    const { taskId } = await taskWithItem(apiA.url, parties(), 'Chat across processes');
    const [shopper, client] = await Promise.all([connect(apiA, cast.shopperA), connect(apiA, cast.clientA)]);
    const otherTenant = await otherTenantEvents(apiA);
    const isTheMessage = (event: LiveEvent) => event.type === 'message.created' && event.taskId === taskId;
    const received = [
      nextEvent<LiveEvent>(shopper, isTheMessage, 'live', EVENT_TIMEOUT_MS),
      nextEvent<LiveEvent>(client, isTheMessage, 'live', EVENT_TIMEOUT_MS),
    ];

    const posted = await request(apiB.url)
      .post(`/api/tasks/${taskId}/messages`)
      .set(bearer(cast.clientA))
      .send({ content: 'Posted on B, read on A' })
      .expect(201);
    for (const event of await Promise.all(received)) {
      expect(event).toMatchObject({
        type: 'message.created',
        taskId,
        actorId: cast.clientA.id,
        message: { id: posted.body.id, content: 'Posted on B, read on A' },
      });
    }
    await settle();
    expect(otherTenant.flat()).toEqual([]);
  });

  it('has an invoice PDF asked of api B rendered by the worker, then served by api A from the bucket', async () => {
    const { invoiceId } = await invoice('Rendered by the worker');
    const answer = await downloadPdf(apiB.url, cast.shopperA, invoiceId);
    expectPdf(answer);
    // The apis only enqueue (with REDIS_URL they run no processors): the job went through Redis.
    await expectOneCompletedJob(invoiceId, 0);
    expect(await storedPdfs(invoiceId)).toHaveLength(1);

    const fromA = await downloadPdf(apiA.url, cast.shopperA, invoiceId);
    expect(fromA.body.equals(answer.body)).toBe(true);
    // Served from the stored file: no second job.
    expect(await pdfJobs(invoiceId)).toHaveLength(1);
  });

  it('has an upload made through api A processed by the worker, its variants served by api B', async () => {
    const ids = await taskWithItem(apiA.url, parties(), 'Photos across processes');
    const url = await addItemPhoto(apiA.url, cast.shopperA, ids, await phonePhoto(10));
    expect(url).toMatch(/^\/files\/uploads\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);

    const listed = await listedImagesWithVariants(ids, url);
    const stem = url.slice(0, -'.jpg'.length);
    expect(listed).toEqual({
      imageUrls: [url],
      images: [{ url, webUrl: `${stem}.web.webp`, thumbUrl: `${stem}.thumb.webp` }],
    });
    // Made by the worker into the bucket, served by api B: upright, no EXIF (no GPS).
    const upright = { orientation: undefined, hasExif: false };
    expect(await servedImage(apiB.url, `${stem}.web.webp`)).toEqual({
      contentType: 'image/webp',
      format: 'webp',
      width: 800,
      height: 1600,
      ...upright,
    });
    expect(await servedImage(apiB.url, `${stem}.thumb.webp`)).toEqual({
      contentType: 'image/webp',
      format: 'webp',
      width: 160,
      height: 320,
      ...upright,
    });
    expect(await servedImage(apiB.url, url)).toEqual({
      contentType: 'image/jpeg',
      format: 'jpeg',
      width: 1200,
      height: 2400,
      ...upright,
    });
    expect((await settledImageJobs(url)).map(({ state }) => state)).toEqual(['completed']);
  });

  it('has a reference image and an avatar sent through api A cleaned, given variants by the worker, served by api B', async () => {
    const task = await request(apiA.url)
      .post('/api/tasks')
      .set(bearer(cast.clientA))
      .send({
        title: 'A reference across processes',
        description: 'Like this one',
        categoryId: 'CLOTHING',
        clientId: 'auto',
        recipientId,
        uploadedImages: [`data:image/jpeg;base64,${(await phonePhoto(40)).toString('base64')}`],
      })
      .expect(201);
    const avatarUpload = await request(apiA.url)
      .post('/api/upload-avatar')
      .set(bearer(cast.clientA))
      .attach('file', await phonePhoto(50), 'me.jpg')
      .expect(201);
    await request(apiA.url).put('/api/profile').set(bearer(cast.clientA)).send({ avatarUrl: avatarUpload.body.url });

    type Ref = { url: string; webUrl: string; thumbUrl: string };
    const withVariants = (ref: Ref | undefined) => ref !== undefined && ref.thumbUrl !== ref.url && ref;
    const reference = await waitFor(
      'api B to list the reference image with its variants',
      async () => {
        const detail = await request(apiB.url).get(`/api/tasks/${task.body.id}`).set(bearer(cast.shopperA)).expect(200);
        return withVariants((detail.body.task.referenceImages as Ref[])[0]);
      },
      topology.processes,
    );
    const avatar = await waitFor(
      "api B to show the client's avatar with its variants",
      async () =>
        withVariants(
          (await request(apiB.url).get('/api/me').set(bearer(cast.clientA)).expect(200)).body.profile.avatar,
        ),
      topology.processes,
    );
    expect(avatar.url).toBe(avatarUpload.body.url);
    const upright = { orientation: undefined, hasExif: false };
    for (const ref of [reference, avatar]) {
      const stem = ref.url.slice(0, -'.jpg'.length);
      expect(ref).toEqual({ url: ref.url, webUrl: `${stem}.web.webp`, thumbUrl: `${stem}.thumb.webp` });
      expect(await servedImage(apiB.url, ref.url)).toMatchObject({
        contentType: 'image/jpeg',
        width: 1200,
        ...upright,
      });
      expect(await servedImage(apiB.url, ref.thumbUrl)).toMatchObject({ format: 'webp', width: 160, ...upright });
    }
  });

  it("announces a worker's photo variants to the item's parties on api A, and nothing to another tenant", async () => {
    const ids = await taskWithItem(apiA.url, parties(), 'Photos announced across processes');
    const [shopper, client] = await Promise.all([connect(apiA, cast.shopperA), connect(apiA, cast.clientA)]);
    const otherTenant = await otherTenantEvents(apiA);
    const isThisItem = (event: LiveEvent) => event.type === 'item.photos-ready' && event.itemId === ids.itemId;
    const received = [
      nextEvent<LiveEvent>(shopper, isThisItem, 'live', EVENT_TIMEOUT_MS),
      nextEvent<LiveEvent>(client, isThisItem, 'live', EVENT_TIMEOUT_MS),
    ];

    // The job announces the items that show the upload when it ends, so it is held (its queue
    // paused) until the photo is on the item. Unheld, it could end first and find no item: then
    // the item's change event, not this one, brings the variants to the screen.
    await imagesQueue.pause();
    let url: string;
    try {
      url = await addItemPhoto(apiB.url, cast.shopperA, ids, await phonePhoto(30));
    } finally {
      await imagesQueue.resume();
    }
    for (const event of await Promise.all(received)) {
      expect(event).toMatchObject({ type: 'item.photos-ready', taskId: ids.taskId, itemId: ids.itemId });
    }
    // Announced once the variants are stored: api A lists them to the screen that refetches.
    const detail = await request(apiA.url).get(`/api/tasks/${ids.taskId}`).set(bearer(cast.clientA)).expect(200);
    const item = (detail.body.items as Array<{ id: string; images: Array<{ thumbUrl: string }> }>).find(
      (candidate) => candidate.id === ids.itemId,
    );
    expect(item?.images).toEqual([
      expect.objectContaining({ url, thumbUrl: `${url.slice(0, -'.jpg'.length)}.thumb.webp` }),
    ]);
    await settle();
    expect(otherTenant.flat()).toEqual([]);
  });

  it("passes the worker's health check while it serves every queue, and fails it once the worker is gone", async () => {
    expect(topology.workerHealthcheck()).toEqual({ status: 0, output: '' });
    await topology.worker.stop();
    const unhealthy = topology.workerHealthcheck();
    expect(unhealthy.status).toBe(1);
    expect(unhealthy.output).toContain(
      `No worker of this host on queue(s): ${queueNames(QUEUE_DEFINITIONS).join(', ')}`,
    );
  });

  it('lets a worker told to stop (SIGTERM) in the middle of a job finish it before exiting', async () => {
    if (topology.worker.running) await topology.worker.stop();
    const worker = await topology.startWorker(JOB_DELAY);
    const { invoiceId } = await invoice('Finished at shutdown');
    const answer = downloadPdf(apiB.url, cast.clientA, invoiceId);
    await waitForActivePdfJob();
    expect(await storedPdfs(invoiceId)).toHaveLength(0);

    const exit = await worker.stop();
    const exitedAt = Date.now();
    // Nest ran its shutdown hooks, then let the signal end the process (a failed hook exits 1).
    expect(exit).toEqual({ code: null, signal: 'SIGTERM' });
    expect(worker.log()).toContain('Stopping: no new jobs are taken');
    // No worker is left, yet the request is answered: the stopping worker finished the job.
    expectPdf(await answer);
    const job = await expectOneCompletedJob(invoiceId, 0);
    expect(job.finishedOn).toBeLessThanOrEqual(exitedAt);
    expect(await storedPdfs(invoiceId)).toHaveLength(1);
  });

  it('loses no job when the worker is killed (SIGKILL) before the job took effect', async () => {
    await idleWorker();
    const { invoiceId } = await invoice('Killed before the effect');
    const answer = downloadPdf(apiB.url, cast.shopperA, invoiceId);
    await waitForActivePdfJob();
    expect(await storedPdfs(invoiceId)).toHaveLength(0);

    expect(await topology.worker.kill()).toEqual({ code: null, signal: 'SIGKILL' });
    // The job is still "active" under the dead worker's lock; once the lock expires, the new
    // worker's stalled check puts it back in the queue and runs it.
    await topology.startWorker(JOB_DELAY);
    expectPdf(await answer);
    await expectOneCompletedJob(invoiceId, 1);
    expect(await storedPdfs(invoiceId)).toHaveLength(1);
  });

  it('does not repeat the effect when the worker is killed after it, before the job was acknowledged', async () => {
    await idleWorker();
    const { invoiceId } = await invoice('Killed after the effect');
    const answer = downloadPdf(apiB.url, cast.clientA, invoiceId);
    // The PDF is stored while the job is still running (in its second delay).
    const [file] = await waitFor(
      'the PDF to be stored by a running job',
      async () => {
        const files = await storedPdfs(invoiceId);
        return files.length > 0 && (await pdfQueueHealth()).active > 0 && files;
      },
      topology.processes,
    );
    const written = await topology.files.stat(file);

    await topology.worker.kill();
    await topology.startWorker(JOB_DELAY);
    expectPdf(await answer);
    await expectOneCompletedJob(invoiceId, 1);
    // The job ran again, found its PDF and left it alone: the same single file, not rewritten
    // (a rewrite, seconds later, would have a later Last-Modified).
    expect(await storedPdfs(invoiceId)).toEqual([file]);
    expect(await topology.files.stat(file)).toEqual(written);
  });

  it('loses no image job and duplicates no photo when the worker is killed (SIGKILL) in the middle of it', async () => {
    await idleWorker();
    const ids = await taskWithItem(apiA.url, parties(), 'Photo of a killed worker');
    const url = await addItemPhoto(apiA.url, cast.shopperA, ids, await phonePhoto(20));
    const image = url.split('/').pop()!;
    await waitForActiveJob('images');
    expect(await uploadFiles(url)).toEqual([image]);

    await topology.worker.kill();
    await topology.startWorker(JOB_DELAY);
    const stem = image.slice(0, -'.jpg'.length);
    const listed = await listedImagesWithVariants(ids, url);
    // One photo on the item, one file of each size, nothing left half-written.
    expect(listed.imageUrls).toEqual([url]);
    expect(listed.images).toHaveLength(1);
    expect(await uploadFiles(url)).toEqual([image, `${stem}.thumb.webp`, `${stem}.web.webp`]);
    const jobs = await settledImageJobs(url);
    expect(jobs.map(({ state }) => state)).toEqual(['completed']);
    expect(jobs[0].job.stalledCounter).toBe(1);
  });

  it('ends with every queue drained and no failed job, as /api/health reports', async () => {
    type Counts = { waiting: number; active: number; delayed: number; failed: number };
    const queues = await waitFor(
      'every queue to drain',
      async () => {
        const health = await request(apiB.url).get('/api/health').expect(200);
        const counts = Object.values(health.body.queues as Record<string, Counts>);
        return (
          counts.every((c) => c.waiting + c.active + c.delayed === 0) && (health.body.queues as Record<string, Counts>)
        );
      },
      topology.processes,
    );
    expect(Object.keys(queues).sort()).toEqual(queueNames(QUEUE_DEFINITIONS).sort());
    for (const [name, counts] of Object.entries(queues)) {
      // Why each failed job failed, so that a failure here says what went wrong.
      const queue = new Queue(name, { connection: { url: TEST_REDIS_URL }, prefix: topology.env.REDIS_PREFIX });
      const reasons = (await queue.getJobs(['failed'])).map(
        (job) => `${job.failedReason} (stalled ${job.stalledCounter})`,
      );
      await queue.close();
      expect({ name, failed: counts.failed, reasons }).toEqual({ name, failed: 0, reasons: [] });
    }
  });

  it("has kept every file in the bucket, none on a process's own disk", async () => {
    const holds = async (prefix: string) => {
      for await (const _object of topology.files.list(prefix)) return true;
      return false;
    };
    // Uploads with their variants, the originals of cleaned photos, the invoice PDFs.
    for (const prefix of ['uploads/', 'originals/', 'pdfs/'])
      expect({ prefix, held: await holds(prefix) }).toEqual({ prefix, held: true });
    const onDisk = topology
      .dataDirs()
      .flatMap((dataDir) => readdirSync(dataDir).filter((name) => ['uploads', 'originals', 'pdfs'].includes(name)));
    expect(onDisk).toEqual([]);
  });
});
