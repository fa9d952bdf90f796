import { Agent, get, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createTestApp, type TestApp } from './support/test-app';

// Waits out Node's own idle timeout (5 s, and a second of grace) once.
jest.setTimeout(20_000);

/**
 * A client holding an idle kept-alive connection sends its next request on it: the server must
 * still be listening there past Node's default 5 s, or that request is reset (ECONNRESET).
 */
describe('kept-alive connections', () => {
  let t: TestApp;
  let agent: Agent;

  beforeAll(async () => {
    t = await createTestApp();
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
  });
  afterAll(async () => {
    agent.destroy();
    await t.close();
  });

  const health = (port: number) =>
    new Promise<{ status: number; socket: Socket }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response: IncomingMessage) => {
        // Read now: the response lets go of its socket once it ends and the agent takes it back.
        const socket = response.socket;
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, socket }));
      }).on('error', reject);
    });

  it('answers on the same connection after 8 idle seconds', async () => {
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const first = await health(port);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const second = await health(port);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.socket).toBe(first.socket);
  });
});
