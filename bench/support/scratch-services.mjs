// Throwaway room on the shared services a benchmark runs against: a MariaDB database it
// creates and drops, and a Redis key prefix whose keys it deletes. Each answers null when
// its server does not answer, so the benchmark can skip what needs it.
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';

/** A fresh database at `adminUrl` (a server URL without a database), and its drop. */
export async function scratchMysqlDatabase(adminUrl) {
  let admin;
  try {
    admin = await createConnection({ uri: adminUrl, connectTimeout: 2000 });
  } catch {
    return null;
  }
  const name = `atelier_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    url: `${adminUrl.replace(/\/$/, '')}/${name}`,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

/** A REDIS_PREFIX nothing else uses at `url`, and the removal of every key under it. */
export async function scratchRedisPrefix(url) {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    return null;
  }
  const prefix = `atelier-bench-${randomBytes(4).toString('hex')}`;
  return {
    prefix,
    drop: async () => {
      // The rate limiter's keys wrap the prefix in a cluster hash tag: `{<prefix>:…}`.
      for (const pattern of [`${prefix}:*`, `{${prefix}:*`]) {
        const keys = [];
        for await (const batch of redis.scanStream({ match: pattern, count: 500 })) keys.push(...batch);
        if (keys.length > 0) await redis.del(...keys);
      }
      await redis.quit();
    },
  };
}
