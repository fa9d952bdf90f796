import { InitialSchema1732320000000 } from './1732320000000-initial-schema';
import { SeedCategories1732320000001 } from './1732320000001-seed-categories';
import { ForeignKeyIndexes1732320000002 } from './1732320000002-foreign-key-indexes';

/** Applied in order at boot by the api, the worker and the tests. */
export const MIGRATIONS: Function[] = [
  InitialSchema1732320000000,
  SeedCategories1732320000001,
  ForeignKeyIndexes1732320000002,
];
