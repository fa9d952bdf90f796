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

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) if (this.global[name] === undefined) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
