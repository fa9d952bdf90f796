import 'reflect-metadata';
import { ConfigError } from './config/app-config';
import { bootstrapWorker } from './worker-bootstrap';

bootstrapWorker(process.env).catch((error: unknown) => {
  // A configuration problem is the operator's to fix: its message says which variable; a stack would only bury it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
