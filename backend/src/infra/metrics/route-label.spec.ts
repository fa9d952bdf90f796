import type { Request } from 'express';
import { routeLabelOf } from './route-label';

const answered = (method: string, originalUrl: string, routePath?: string) =>
  ({ method, originalUrl, route: routePath === undefined ? undefined : { path: routePath } }) as unknown as Request;

describe('routeLabelOf', () => {
  it("is the matched route's template, without the query", () => {
    expect(routeLabelOf(answered('GET', '/api/tasks/4f1c?x=1', '/api/tasks/:id'))).toBe('/api/tasks/:id');
    expect(routeLabelOf(answered('GET', '/metrics', '/metrics'))).toBe('/metrics');
  });

  it('gives files, the dashboard and the API docs one label per family, whatever the path', () => {
    expect(routeLabelOf(answered('GET', `/files/uploads/ab/${'c'.repeat(64)}.jpg`))).toBe('/files/uploads/*');
    expect(routeLabelOf(answered('GET', '/admin/queues/api/queues/audit/17', '/api/queues/:queue/:id'))).toBe(
      '/admin/queues/*',
    );
    expect(routeLabelOf(answered('GET', '/api/docs/swagger-ui-bundle.js'))).toBe('/api/docs/*');
  });

  it('is "web-app" for other reads outside /api, and "unmatched" for the rest', () => {
    expect(routeLabelOf(answered('GET', '/tasks/4f1c/items'))).toBe('web-app');
    expect(routeLabelOf(answered('HEAD', '/remotes/shopper/remoteEntry.js'))).toBe('web-app');
    expect(routeLabelOf(answered('GET', '/api/no-such-thing/4f1c'))).toBe('unmatched');
    expect(routeLabelOf(answered('GET', '/api/no-such-thing/4f1c', '*path'))).toBe('unmatched');
    expect(routeLabelOf(answered('GET', '/api'))).toBe('unmatched');
    expect(routeLabelOf(answered('POST', '/tasks/4f1c'))).toBe('unmatched');
  });
});
