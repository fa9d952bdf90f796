import { rmSync } from 'node:fs';

/** Removes the throwaway DATA_DIR of the run (SQLite file, uploads, JWT secret). */
export default function globalTeardown(): void {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
