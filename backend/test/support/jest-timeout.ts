// Jest 30 ignores `testTimeout` inside a project's configuration: the integration and scale
// projects set their timeout here instead (a file each of their test files runs first).
jest.setTimeout(60_000);
