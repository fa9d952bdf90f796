import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

/**
 * Where log lines go (`output`: stdout's descriptor unless given): stdout as JSON lines (pino's own), or readable lines for a person at a
 * terminal. pino-pretty runs as a synchronous stream in the process, not a worker-thread
 * transport, so a crash's last lines are never lost in a buffer.
 */
export function logDestination(
  config: Pick<AppConfig, 'logFormat'>,
  output: NodeJS.WritableStream | number = 1,
): DestinationStream | undefined {
  if (config.logFormat === 'json') return undefined;
  return pretty({
    sync: true,
    destination: output,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,context',
    messageFormat: '{if context}{context}: {end}{msg}',
  });
}
