import { ConfigError } from '../../config/app-config';
import { queueNames, type QueueCatalogue, type QueueName } from './queue-definitions';

export function concurrencyVariable(queue: QueueName): string {
  return `QUEUE_${queue.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_CONCURRENCY`;
}

/**
 * The worker may run more (or fewer) jobs per queue than the default, e.g. on a larger
 * machine: `QUEUE_<NAME>_CONCURRENCY`. Only the worker reads these; the api's inline mode keeps
 * the catalogue's modest values. A bad value stops the worker naming the variable.
 */
export function withConcurrencyFromEnv(catalogue: QueueCatalogue, env: NodeJS.ProcessEnv): QueueCatalogue {
  const result = { ...catalogue };
  const problems: string[] = [];
  for (const queue of queueNames(catalogue)) {
    const variable = concurrencyVariable(queue);
    const raw = env[variable];
    if (raw === undefined || raw === '') continue;
    if (!/^[1-9]\d{0,3}$/.test(raw)) {
      problems.push(`${variable}: must be a positive integer up to 9999 (got "${raw}")`);
      continue;
    }
    result[queue] = { ...catalogue[queue], concurrency: Number(raw) };
  }
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  return result;
}
