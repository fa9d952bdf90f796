import fc from 'fast-check';

/*
 * Malformed requests for one operation of an OpenAPI document: generated ones (fast-check,
 * fixed seed) that mix plausible values with hostile ones field by field, and a fixed list of
 * hostile bodies and content types every operation gets. Used by test/fuzz.int-spec.ts.
 */

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  oneOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  maxLength?: number;
  maxItems?: number;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  method: Method;
  /** As documented, with `{name}` placeholders. */
  path: string;
  parameters: Parameter[];
  /** The JSON or multipart schema of the body, if the operation takes one. */
  body: { contentType: 'application/json' | 'multipart/form-data'; schema: Schema } | null;
  secured: boolean;
}

export interface FuzzContext {
  tokens: { shopper: string; client: string; otherShopper: string };
  /**
   * Ids of real rows of both tenants by the collection they name in a path (`tasks`, `items`,
   * …), so that many requests reach past "not found"; `users` for ids sent in bodies and queries.
   */
  ids: Record<string, string[]>;
  /** An image a comment is pinned on. */
  imageUrl: string;
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'raw'; contentType: string; content: string | Buffer }
  | {
      kind: 'multipart';
      fields: Array<[string, string]>;
      file?: { field: string; bytes: Buffer; filename: string };
    };

export interface FuzzRequest {
  method: Method;
  /** Path and query, percent-encoded as sent (including deliberately invalid encodings). */
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, its `$ref`s resolved. */
export function operationsOf(document: {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}): Operation[] {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema) return undefined;
    const resolved = schema.$ref ? schemas[schema.$ref.split('/').pop()!] : schema;
    return {
      ...resolved,
      ...(resolved.items ? { items: resolve(resolved.items) } : {}),
      ...(resolved.oneOf ? { oneOf: resolved.oneOf.map((one) => resolve(one)!) } : {}),
      ...(resolved.properties
        ? {
            properties: Object.fromEntries(
              Object.entries(resolved.properties).map(([name, property]) => [name, resolve(property)!]),
            ),
          }
        : {}),
    };
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        security?: unknown[];
      };
      const content = operation.requestBody?.content ?? {};
      const contentType = (['application/json', 'multipart/form-data'] as const).find((type) => content[type]);
      return {
        method,
        path,
        parameters: operation.parameters ?? [],
        body: contentType ? { contentType, schema: resolve(content[contentType].schema)! } : null,
        secured: (operation.security?.length ?? 0) > 0,
      };
    }),
  );
}

/** The fixed hostile requests of `operation`, then `numRuns` generated ones from `seed`. */
export function requestsFor(
  operation: Operation,
  context: FuzzContext,
  { seed, numRuns }: { seed: number; numRuns: number },
): FuzzRequest[] {
  const url = fc.sample(urlOf(operation, context), { seed, numRuns: 1 })[0];
  const headers = { Authorization: `Bearer ${context.tokens.shopper}` };
  const fixed: FuzzRequest[] = [
    ...hostileBodies(operation).map((body) => ({ method: operation.method, url, headers, body })),
    // Over Node's 16 KB of headers: refused by the HTTP parser before any route.
    { method: operation.method, url, headers: { ...headers, 'X-Fill': 'x'.repeat(20_000) }, body: { kind: 'none' } },
  ];
  return [...fixed, ...fc.sample(requestOf(operation, context), { seed, numRuns })];
}

/* ----------------------------- values ----------------------------- */

/** Text no field should take: lone surrogates, NUL, control and invisible characters, traversal, huge. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\ud83d',
    '\u202e\u200b\ufeff',
    '../../../etc/passwd',
    '/files/uploads/../../jwt-secret',
    '%00',
    '${7*7}{{7*7}}',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://169.254.169.254/latest/meta-data/',
    '1e309',
    '-0',
    'NaN',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.nat({ max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Any JSON value of the wrong kind, or of no sensible kind at all. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}),
  fc.double(),
  fc.integer(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.integer({ min: 20, max: 45 }).map((depth) => nested(depth)),
);

/** `{ "a": [ { "a": [ … ] } ] }`, `depth` lists and objects deep. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? { a: value } : [value];
  return value;
}

/** A value for `schema`: mostly plausible (so validation gets past the first field), often hostile. */
function valueOf(schema: Schema, context: FuzzContext): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: plausibleValue(schema, context) }, { weight: 1, arbitrary: hostileValue });
}

function plausibleValue(schema: Schema, context: FuzzContext): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((one) => plausibleValue(one, context)));
  switch (schema.type) {
    case 'string':
      return schema.format === 'uuid'
        ? fc.oneof(fc.constantFrom(...Object.values(context.ids).flat()), fc.uuid())
        : fc.oneof(
            fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }),
            fc.constantFrom(context.imageUrl, 'https://shop.example.com/p/1', '12.50', 'CLOTHING', 'jane@example.com'),
          );
    case 'number':
    case 'integer':
      return fc.oneof(fc.integer({ min: -5, max: 10_000 }), fc.double({ min: -1, max: 200 }));
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, context), { maxLength: (schema.maxItems ?? 4) + 1 });
    case 'object':
      return objectOf(schema, context);
    default:
      return hostileValue;
  }
}

/** Mostly with the required fields, each other one maybe left out; now and then a field nobody documented. */
function objectOf(schema: Schema, context: FuzzContext): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, property]) => [name, valueOf(property, context)]),
  );
  const required = (schema.required ?? []).filter((name) => name in fields);
  return fc
    .tuple(
      fc.oneof(
        { weight: 3, arbitrary: fc.record(fields, { requiredKeys: required }) },
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      ),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'id', 'extra', 'isUsed'), hostileValue, {
        maxKeys: 2,
      }),
    )
    .map(([documented, extra]) => ({ ...extra, ...documented }));
}

/* ------------------------------ urls ------------------------------ */

/** Any byte sequence, percent-encoded: invalid UTF-8 and lone surrogates as they travel in a URL. */
const encodedBytes = fc
  .uint8Array({ maxLength: 24 })
  .map((bytes) => [...bytes].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''));

/**
 * A path segment: a real id of the collection the path names just before it, another id, or
 * anything else that fits in a URL.
 */
function segmentOf(operation: Operation, parameter: Parameter, context: FuzzContext): fc.Arbitrary<string> {
  const segments = operation.path.split('/');
  const collection = segments[segments.indexOf(`{${parameter.name}}`) - 1];
  const real =
    parameter.name === 'encodedImageUrl'
      ? fc.constant(encodeURIComponent(context.imageUrl))
      : fc.constantFrom(...(context.ids[collection] ?? Object.values(context.ids).flat()));
  return fc.oneof(
    { weight: 6, arbitrary: real },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: encodedBytes.filter((segment) => segment.length > 0) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%ED%A0%80',
        '%00',
        '%E0%A4%A',
        '%',
        '..',
        '%2e%2e%2fjwt-secret',
        'x'.repeat(4000),
        '0',
      ),
    },
  );
}

/** A query value: plausible, hostile, or repeated (a list where one value is expected). */
function queryPairsOf(parameter: Parameter, context: FuzzContext): fc.Arbitrary<string[]> {
  const name = encodeURIComponent(parameter.name);
  const plausible = plausibleValue(parameter.schema ?? { type: 'string' }, context).map((value) =>
    encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value)),
  );
  const value = fc.oneof(plausible, encodedBytes, fc.constantFrom('', '%ED%A0%80', 'x'.repeat(5000), '-1', '1e309'));
  return fc.oneof(
    fc.constant<string[]>([]),
    value.map((one) => [`${name}=${one}`]),
    fc.array(value, { minLength: 2, maxLength: 3 }).map((many) => many.map((one) => `${name}=${one}`)),
    value.map((one) => [`${name}[nested][deeper]=${one}`]),
  );
}

function urlOf(operation: Operation, context: FuzzContext): fc.Arbitrary<string> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  return fc
    .tuple(
      fc.tuple(...pathParameters.map((parameter) => segmentOf(operation, parameter, context))),
      fc.tuple(...queryParameters.map((parameter) => queryPairsOf(parameter, context))),
      fc.option(fc.constantFrom('__proto__[admin]=1', 'limit=-1&limit=99999', `x=${'y'.repeat(3000)}`), {
        nil: undefined,
      }),
    )
    .map(([segments, queryPairs, extra]) => {
      let path = operation.path;
      pathParameters.forEach((parameter, index) => (path = path.replace(`{${parameter.name}}`, segments[index])));
      const query = [...queryPairs.flat(), ...(extra ? [extra] : [])];
      return query.length > 0 ? `${path}?${query.join('&')}` : path;
    });
}

/* ----------------------------- bodies ----------------------------- */

const PNG_HEAD = Buffer.from('89504e470d0a1a0a', 'hex');

/** A JSON body of the operation's schema (mostly), or some other JSON, as sent: text. */
function jsonBodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const schema = operation.body?.contentType === 'application/json' ? operation.body.schema : { type: 'object' };
  return fc
    .oneof({ weight: 5, arbitrary: plausibleValue(schema, context) }, { weight: 1, arbitrary: hostileValue })
    .map((value) => ({ kind: 'raw', contentType: 'application/json', content: JSON.stringify(value) ?? 'null' }));
}

/** The multipart fields of the operation's schema with hostile values, and a file of any bytes. */
function multipartBodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const schema = operation.body?.contentType === 'multipart/form-data' ? operation.body.schema : {};
  const textFields = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
  const text = fc.oneof(
    plausibleValue({ type: 'string' }, context).map(String),
    hostileText.filter((value) => !value.includes('\r')),
  );
  return fc
    .record({
      fields: fc.array(
        fc.tuple(fc.constantFrom(...textFields.map(([name]) => name), 'extra', 'kind[nested]', 'file'), text),
        { maxLength: 3 },
      ),
      file: fc.option(
        fc.record({
          field: fc.constantFrom('file', 'other'),
          bytes: fc.oneof(
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([PNG_HEAD, Buffer.from(bytes)])),
          ),
          filename: fc.constantFrom('photo.png', '../../etc/passwd', 'a\u0000b.png', '.htaccess', 'x'.repeat(300)),
        }),
        { nil: undefined },
      ),
    })
    .map((multipart) => ({ kind: 'multipart' as const, ...multipart }));
}

function bodyOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzBody> {
  const declared =
    operation.body?.contentType === 'multipart/form-data'
      ? multipartBodyOf(operation, context)
      : jsonBodyOf(operation, context);
  const otherTypes = fc.oneof(
    fc.constant<FuzzBody>({ kind: 'none' }),
    jsonBodyOf(operation, context).map((json) => ({ ...json, contentType: 'text/plain' }) as FuzzBody),
    operation.body?.contentType === 'multipart/form-data'
      ? jsonBodyOf(operation, context)
      : multipartBodyOf(operation, context),
  );
  return operation.body
    ? fc.oneof({ weight: 4, arbitrary: declared }, { weight: 1, arbitrary: otherTypes })
    : fc.oneof({ weight: 2, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) }, { weight: 1, arbitrary: declared });
}

/**
 * What every operation gets once, whatever it takes: JSON nested far too deep, broken JSON,
 * an oversized body, a body in a charset or encoding the parser refuses, and wrong types.
 */
function hostileBodies(operation: Operation): FuzzBody[] {
  const json = (content: string | Buffer, contentType = 'application/json'): FuzzBody => ({
    kind: 'raw',
    contentType,
    content,
  });
  const bodies: FuzzBody[] = [
    json(`{"a":${'['.repeat(1500)}${']'.repeat(1500)}}`),
    json(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
    json('{"a":'),
    json('\u0000'),
    json(`{"text":"${'x'.repeat(1_100_000)}"}`),
    json('{"a":"\\ud800","b":"\\u0000"}'),
    json('{"a":1}', 'application/json; charset=utf-16'),
    json('{"a":1}', 'application/xml'),
    json(`a${'[b]'.repeat(60)}=1&c=%ED%A0%80`, 'application/x-www-form-urlencoded'),
    json('--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated', 'multipart/form-data; boundary=x'),
    json('{"a":1}', 'multipart/form-data'),
  ];
  const fields = Object.keys(operation.body?.schema.properties ?? {});
  if (operation.body?.contentType === 'application/json' && fields.length > 0) {
    // Every documented field at once: malformed text, NUL, huge text, the wrong kind, too deep.
    for (const value of ['\ud800', 'a\u0000b', 'x'.repeat(100_000), { $gt: '' }, nested(40)]) {
      bodies.push(json(JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])))));
    }
  }
  if (operation.body?.contentType === 'multipart/form-data') {
    // Over every upload limit (10 MB for receipts): the upload is cut off, never read whole.
    bodies.push({
      kind: 'multipart',
      fields: [['kind', 'receipt']],
      file: {
        field: 'file',
        bytes: Buffer.concat([PNG_HEAD, Buffer.alloc(10 * 1024 * 1024 + 1)]),
        filename: 'big.png',
      },
    });
  }
  return bodies;
}

/* ---------------------------- requests ---------------------------- */

function headersOf(operation: Operation, context: FuzzContext): fc.Arbitrary<Record<string, string>> {
  const { shopper, client, otherShopper } = context.tokens;
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  return fc.oneof(
    { weight: operation.secured ? 4 : 1, arbitrary: fc.constant(bearer(shopper)) },
    { weight: operation.secured ? 3 : 1, arbitrary: fc.constant(bearer(client)) },
    { weight: 1, arbitrary: fc.constant(bearer(otherShopper)) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${shopper}x`,
          `Bearer ${shopper.split('.').slice(0, 2).join('.')}.`,
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOnt9fQ.',
          `Bearer ${'a'.repeat(4000)}`,
        )
        .map((value) => ({ Authorization: value })),
    },
  );
}

function requestOf(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    method: fc.constant(operation.method),
    url: urlOf(operation, context),
    headers: headersOf(operation, context),
    body: bodyOf(operation, context),
  });
}
