import { Writable } from 'node:stream';
import pino from 'pino';
import { logDestination } from './log-destination';

describe('logDestination', () => {
  const sink = () => {
    const lines: string[] = [];
    const output = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { lines, output };
  };

  it('writes JSON lines for log collectors', () => {
    const { lines, output } = sink();
    pino(logDestination({ logFormat: 'json' }, output)).info({ context: 'Boot' }, 'Ready');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 30, context: 'Boot', msg: 'Ready' });
  });

  it('writes one readable line per entry, with its context and without pid or hostname', () => {
    const { lines, output } = sink();
    pino(logDestination({ logFormat: 'pretty' }, output)).info(
      { context: 'NestApplication' },
      'Nest application successfully started',
    );
    const written = lines.join('');
    expect(written).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: NestApplication: Nest application successfully started\n$/);
    expect(written).not.toContain('pid');
    expect(written).not.toContain('{');
  });
});
