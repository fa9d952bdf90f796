import { QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, TOKEN_STORAGE_KEY } from './client';
import { createQueryClient, getQueryFn } from './query';
import { api, buildUrl } from './typed';

/** Only fetch is mocked: every rule below is the real client's. */
const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function answer(status: number, body: string, init: { type?: string; statusText?: string } = {}): Response {
  const headers = init.type ? { 'Content-Type': init.type } : undefined;
  return new Response(status === 204 ? null : body, { status, statusText: init.statusText, headers });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  localStorage.clear();
});

describe('apiRequest', () => {
  it('defaults to GET, includes cookies and sends no body or content type', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"ok":true}', { type: 'application/json' }));
    await expect(apiRequest('/api/things')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(init?.headers).toEqual({});
  });

  it('sends a body as JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"id":"1"}', { type: 'application/json; charset=utf-8' }));
    await apiRequest('/api/things', { method: 'POST', body: { name: 'Scarf' } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Scarf"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('attaches the bearer token from localStorage authToken when present', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    fetchMock.mockResolvedValue(answer(200, '[]', { type: 'application/json' }));
    await apiRequest('/api/me');
    expect(fetchMock.mock.calls[0]![1]!.headers).toEqual({ Authorization: 'Bearer tok-123' });
  });

  describe('signed-in POSTs', () => {
    const KEY = /^[0-9a-f]{32}$/;
    const keyOf = (call: number) =>
      (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)['Idempotency-Key'];
    beforeEach(() => localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123'));
    afterEach(() => jest.useRealTimers());

    it('carry a fresh Idempotency-Key per call, or the one the caller gives', async () => {
      fetchMock.mockImplementation(async () => answer(201, '{"id":"1"}', { type: 'application/json' }));
      await apiRequest('/api/things', { method: 'POST', body: { name: 'Scarf' } });
      await apiRequest('/api/things', { method: 'POST', body: { name: 'Scarf' } });
      await apiRequest('/api/things', { method: 'POST', body: { name: 'Scarf' }, idempotencyKey: 'save-item-7' });
      expect(keyOf(0)).toMatch(KEY);
      expect(keyOf(1)).toMatch(KEY);
      expect(keyOf(1)).not.toBe(keyOf(0));
      expect(keyOf(2)).toBe('save-item-7');
    });

    it('are sent again with the same key when the connection fails before an answer', async () => {
      jest.useFakeTimers();
      fetchMock
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(answer(201, '{"id":"1"}', { type: 'application/json' }));
      const sent = apiRequest('/api/things', { method: 'POST', body: { name: 'Scarf' } });
      await jest.runAllTimersAsync();
      await expect(sent).resolves.toEqual({ id: '1' });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(keyOf(1)).toBe(keyOf(0));
      expect(keyOf(2)).toBe(keyOf(0));
    });

    it('give up after three attempts, and never send again after an answer or an abort', async () => {
      jest.useFakeTimers();
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const offline = apiRequest('/api/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
      await jest.runAllTimersAsync();
      expect(await offline).toBeInstanceOf(TypeError);
      expect(fetchMock).toHaveBeenCalledTimes(3);

      fetchMock.mockReset();
      fetchMock.mockResolvedValue(answer(500, '', { statusText: 'Internal Server Error' }));
      await expect(apiRequest('/api/things', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
      expect(fetchMock).toHaveBeenCalledTimes(1);

      fetchMock.mockReset();
      const controller = new AbortController();
      controller.abort();
      fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
      await expect(apiRequest('/api/things', { method: 'POST', body: {}, signal: controller.signal })).rejects.toThrow(
        'Aborted',
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('are the only requests with a key: reads and signed-out POSTs carry none and are sent once', async () => {
      fetchMock.mockResolvedValue(answer(200, '[]', { type: 'application/json' }));
      await apiRequest('/api/things');
      localStorage.clear();
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      await expect(apiRequest('/api/auth/login', { method: 'POST', body: {} })).rejects.toBeInstanceOf(TypeError);
      expect(keyOf(0)).toBeUndefined();
      expect(keyOf(1)).toBeUndefined();
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
  });

  it('sends FormData untouched (multipart, no JSON content type)', async () => {
    fetchMock.mockResolvedValue(answer(201, '{"url":"/files/uploads/a"}', { type: 'application/json' }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await apiRequest('/api/upload-avatar', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });

  it('returns the raw response when the answer is not JSON', async () => {
    const raw = answer(200, '<html>invoice</html>', { type: 'text/html' });
    fetchMock.mockResolvedValue(raw);
    await expect(apiRequest('/api/invoices/1/pdf?format=html')).resolves.toBe(raw);
    const empty = answer(204, '');
    fetchMock.mockResolvedValue(empty);
    await expect(apiRequest('/api/items/1', { method: 'DELETE' })).resolves.toBe(empty);
  });

  it('throws "status: body text" for any non-OK answer', async () => {
    const body = '{"statusCode":409,"error":"Conflict","message":"Item is locked"}';
    fetchMock.mockResolvedValue(answer(409, body, { type: 'application/json', statusText: 'Conflict' }));
    const error = await apiRequest('/api/items/1', { method: 'PUT', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`409: ${body}`);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverMessage).toBe('Item is locked');
  });

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(answer(500, '', { statusText: 'Internal Server Error' }));
    await expect(apiRequest('/api/boom')).rejects.toThrow(new Error('500: Internal Server Error'));
  });
});

describe('the default query function', () => {
  it('joins the query key segments with "/"', async () => {
    fetchMock.mockResolvedValue(answer(200, '[]', { type: 'application/json' }));
    const queryFn = getQueryFn({ on401: 'throw' });
    await queryFn({ queryKey: ['/api/tasks', 'abc', 'messages'], signal: new AbortController().signal } as never);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/tasks/abc/messages');
  });

  it('yields null on 401 in returnNull mode and throws in throw mode', async () => {
    fetchMock.mockImplementation(async () => answer(401, '{"message":"Unauthorized"}', { type: 'application/json' }));
    const ctx = { queryKey: ['/api/me'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toThrow('401: {"message":"Unauthorized"}');
  });

  it('still throws other errors in returnNull mode', async () => {
    fetchMock.mockResolvedValue(answer(403, 'Forbidden'));
    const ctx = { queryKey: ['/api/clients'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).rejects.toThrow('403: Forbidden');
  });
});

describe('the QueryClient defaults', () => {
  it('never goes stale, never refetches on focus, never retries', () => {
    const client: QueryClient = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('the typed client', () => {
  it('fills path parameters (encoded) and the query string', () => {
    expect(buildUrl('/api/tasks/{taskId}/messages', { taskId: 'a/b' })).toBe('/api/tasks/a%2Fb/messages');
    expect(buildUrl('/api/recipients', {}, { clientId: 'c1', other: undefined })).toBe('/api/recipients?clientId=c1');
    expect(() => buildUrl('/api/tasks/{taskId}', {})).toThrow('Missing path parameter "taskId"');
  });

  it('calls through apiRequest with the method and JSON body', async () => {
    fetchMock.mockResolvedValue(answer(200, '{"token":"t"}', { type: 'application/json' }));
    const { token } = await api.post('/api/auth/login', { body: { email: 'a@example.com', password: 'pw' } });
    expect(token).toBe('t');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: '{"email":"a@example.com","password":"pw"}',
    });
  });

  it('is typed from the OpenAPI document', () => {
    // Compile-time checks (npm run typecheck): these calls are rejected by the types.
    const typeChecks = () => {
      // @ts-expect-error the login body is required
      void api.post('/api/auth/login');
      // @ts-expect-error no such path
      void api.get('/api/nowhere');
      // @ts-expect-error GET /api/me takes no body
      void api.get('/api/me', { body: { x: 1 } });
    };
    expect(typeChecks).toBeInstanceOf(Function);
  });
});
