import type { NextFunction, Request, Response } from 'express';
import { basicAuth, parseBasicAuth, sameSecret } from './basic-auth';

const header = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`;

describe('parseBasicAuth', () => {
  it('reads the user and the password, which may hold colons', () => {
    expect(parseBasicAuth(header('ops:pa:ss word'))).toEqual({ user: 'ops', password: 'pa:ss word' });
    expect(parseBasicAuth(header('zoë:mot-de-passe-é'))).toEqual({ user: 'zoë', password: 'mot-de-passe-é' });
  });

  it('answers null for a missing, foreign or malformed header', () => {
    expect(parseBasicAuth(undefined)).toBeNull();
    expect(parseBasicAuth('Bearer abc')).toBeNull();
    expect(parseBasicAuth('Basic !!!')).toBeNull();
    expect(parseBasicAuth(header('no-colon'))).toBeNull();
  });
});

describe('sameSecret', () => {
  it('is true only for equal strings, whatever their lengths', () => {
    expect(sameSecret('s3cret', 's3cret')).toBe(true);
    expect(sameSecret('s3cret', 's3creT')).toBe(false);
    expect(sameSecret('s3cret', 's3cret-longer')).toBe(false);
    expect(sameSecret('', 's3cret')).toBe(false);
  });
});

describe('basicAuth middleware', () => {
  const guard = basicAuth({ user: 'ops', password: 'correct horse' }, 'Atelier queues');

  function run(authorization?: string) {
    const response = { headers: {} as Record<string, string>, statusCode: 200, body: undefined as unknown };
    const res = {
      setHeader: (name: string, value: string) => (response.headers[name] = value),
      status: (code: number) => {
        response.statusCode = code;
        return res;
      },
      json: (body: unknown) => (response.body = body),
    } as unknown as Response;
    const next = jest.fn() as unknown as NextFunction;
    guard({ headers: { authorization } } as Request, res, next);
    return { response, next: next as unknown as jest.Mock };
  }

  it('lets the right credentials through', () => {
    const { next, response } = run(header('ops:correct horse'));
    expect(next).toHaveBeenCalledTimes(1);
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a wrong password', header('ops:wrong horse')],
    ['a wrong user', header('root:correct horse')],
    ['a bearer token', 'Bearer abc'],
  ])('challenges %s with 401', (_case, authorization) => {
    const { next, response } = run(authorization);
    expect(next).not.toHaveBeenCalled();
    expect(response.statusCode).toBe(401);
    expect(response.headers['WWW-Authenticate']).toBe('Basic realm="Atelier queues", charset="UTF-8"');
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Authentication required' });
  });
});
