import { Writable } from 'node:stream';
import pino from 'pino';
import { logDestination } from './log-destination';

describe('logDestination', () => {
  it('leaves JSON lines to pino', () => {
    expect(logDestination({ logFormat: 'json' })).toBeUndefined();
  });

  it('writes one readable line per entry, with its context and without pid or hostname', () => {
    let written = '';
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    pino(logDestination({ logFormat: 'pretty' }, output)!).info(
      { context: 'NestApplication' },
      'Nest application successfully started',
    );
    expect(written).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: NestApplication: Nest application successfully started\n$/);
    expect(written).not.toContain('pid');
    expect(written).not.toContain('{');
  });
});
