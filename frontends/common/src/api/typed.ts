/**
 * The typed face of apiRequest: paths, methods, bodies and answers come from schema.d.ts,
 * which openapi-typescript generates from the backend (`npm run generate:api`).
 *
 *   const me = await api.get('/api/me');                              // MeResponseDto
 *   await api.put('/api/profile', { body: { colorPalette: 'rose' } });
 *   await api.get('/api/tasks/{taskId}/messages', { params: { taskId } });
 */
import { apiRequest, type HttpMethod } from './client';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];
type Paths = paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Paths that have an operation for the method (openapi-typescript writes `put?: never` otherwise). */
export type PathsWith<M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];

type Operation<P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer Op } ? Op : never;
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : unknown;
type Responses<Op> = Op extends { responses: infer R } ? R : never;

/** The JSON body of the operation's success answer (200, then 201, then 202; null for 204). */
export type SuccessBody<Op> =
  Responses<Op> extends infer R
    ? 200 extends keyof R
      ? JsonContent<R[200]>
      : 201 extends keyof R
        ? JsonContent<R[201]>
        : 202 extends keyof R
          ? JsonContent<R[202]>
          : 204 extends keyof R
            ? null
            : unknown
    : unknown;

type JsonBodyOf<Op> = Op extends { requestBody?: infer RB }
  ? [NonNullable<RB>] extends [never]
    ? never
    : NonNullable<RB> extends { content: { 'application/json': infer B } }
      ? B
      : never
  : never;
type PathParamsOf<Op> = Op extends { parameters: { path?: infer PP } } ? PP : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? Q : never;

export type CallOptions<Op> = ([PathParamsOf<Op>] extends [never | undefined]
  ? { params?: never }
  : { params: NonNullable<PathParamsOf<Op>> }) &
  ([JsonBodyOf<Op>] extends [never] ? { body?: FormData } : { body: JsonBodyOf<Op> | FormData }) & {
    query?: QueryOf<Op> extends never ? never : Partial<Record<keyof NonNullable<QueryOf<Op>>, string | number>>;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };

/** Fills `{name}` segments (URI-encoded) and appends the query string. */
export function buildUrl(
  template: string,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** Options may be left out when nothing in them is required. */
type ArgsOf<Op> = [RequiredKeys<CallOptions<Op>>] extends [never]
  ? [options?: CallOptions<Op>]
  : [options: CallOptions<Op>];

interface LooseOptions {
  params?: Record<string, string | number>;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

function call<M extends Method>(method: M) {
  return <P extends PathsWith<M>>(path: P, ...args: ArgsOf<Operation<P, M>>): Promise<SuccessBody<Operation<P, M>>> => {
    const options = (args[0] ?? {}) as LooseOptions;
    return apiRequest(buildUrl(path, options.params, options.query), {
      method: method.toUpperCase() as HttpMethod,
      body: options.body,
      signal: options.signal,
      idempotencyKey: options.idempotencyKey,
    });
  };
}

/** Typed calls: `api.get('/api/me')`, `api.post('/api/auth/login', { body })`. */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
};
