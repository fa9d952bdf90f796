/** The QueueCatalogue in force: QUEUE_DEFINITIONS, or the worker's/tests' adjusted copy. */
export const QUEUE_CATALOGUE = Symbol('QUEUE_CATALOGUE');
