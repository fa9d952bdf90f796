import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

/**
 * Where log lines go (`output`: stdout unless given): JSON lines for log collectors, or readable
 * lines for a person at a terminal. Both write synchronously in the process (pino-pretty as a
 * stream, not a worker-thread transport), so a crash's last lines are never lost in a buffer.
 */
export function logDestination(
  config: Pick<AppConfig, 'logFormat'>,
  output: NodeJS.WritableStream | number = 1,
): DestinationStream {
  if (config.logFormat === 'json') {
    return typeof output === 'number' ? pino.destination({ dest: output, sync: true }) : (output as DestinationStream);
  }
  return pretty({
    sync: true,
    destination: output,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,context',
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}
