import { ApiError, getStoredToken } from '../api/client';
import { reportUnauthorized } from '../api/unauthorized';

export const NO_TOKEN_MESSAGE = 'No authentication token found. Please log in again.';

export interface XhrUploadRequest {
  url: string;
  file: Blob;
  fileName?: string;
  /** Extra multipart fields, sent before the file (the server reads them before the bytes). */
  fields?: Record<string, string>;
  /** 0 to 100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

export interface XhrUpload<T> {
  done: Promise<T>;
  abort: () => void;
}

/**
 * POSTs one file as multipart field "file". fetch cannot report upload progress, so this uses
 * XMLHttpRequest, under apiRequest's rules otherwise: the bearer token, cookies, and an ApiError
 * ("status: text") for a non-OK answer. Without a token nothing is sent.
 */
export function xhrUpload<T>({ url, file, fileName, fields = {}, onProgress }: XhrUploadRequest): XhrUpload<T> {
  const token = getStoredToken();
  if (!token) return { done: Promise.reject(new Error(NO_TOKEN_MESSAGE)), abort: () => {} };

  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) reportUnauthorized(token);
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new Error(`${xhr.status}: the server's answer could not be read.`));
      }
    };
    xhr.onerror = () => reject(new Error('Network error: the upload did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
  });

  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  xhr.open('POST', url);
  xhr.withCredentials = true;
  xhr.setRequestHeader('Authorization', `Bearer ${token}`);
  xhr.send(form);
  return { done, abort: () => xhr.abort() };
}

/** "413: File too large: a photo can be at most 5MB.": the status code and the server's text. */
export function uploadFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.serverMessage;
    return text === error.message ? text : `${error.status}: ${text}`;
  }
  return error instanceof Error ? error.message : String(error);
}
