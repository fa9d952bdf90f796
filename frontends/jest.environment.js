// jsdom without fetch: the Fetch API classes (Response, Request, Headers) and a few other
// platform globals come from Node, so code under test can build and read real responses.
// Tests still mock `fetch` itself.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'Response',
  'Request',
  'Headers',
  'fetch',
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
];

/**
 * Node's Request accepts only Node's own AbortSignal (Node 24 checks the brand), and code under
 * test hands it the signals of the controllers it creates (react-router does on every
 * navigation): those come from Node too, replacing jsdom's.
 */
const SAME_REALM_AS_REQUEST = ['AbortController', 'AbortSignal'];

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (this.global[name] === undefined) this.global[name] = globalThis[name];
    for (const name of SAME_REALM_AS_REQUEST) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
