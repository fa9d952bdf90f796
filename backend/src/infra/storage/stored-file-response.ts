import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import fresh from 'fresh';
import parseRange from 'range-parser';
import type { ErrorBody } from '../../common/http/http-exception.filter';
import type { ByteRange, ObjectStat } from './object-store';
import { contentTypeOfExtension, isShownInline } from './upload-content-types';

/** One stored file, as the store describes it, and how to read its bytes. */
export interface StoredFileSource {
  stat: ObjectStat;
  /** e.g. "png": the type it is served as. */
  extension: string;
  /** The bytes (a range of them); null when the file went away after its stat. */
  open(range?: ByteRange): Promise<Readable | null>;
}

/** Never sniffed into another type, never a document with scripts or a same-origin context. */
const INERT = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" };
/** Names are content hashes: a URL's bytes never change. */
const CACHED_FOR_A_YEAR = { 'Cache-Control': 'public, max-age=31536000, immutable' };

const RANGE_NOT_SATISFIABLE: ErrorBody = {
  statusCode: 416,
  error: 'Range Not Satisfiable',
  message: 'Range not satisfiable',
};

/**
 * Answers a GET or HEAD for a stored file whose bytes never change (names are content
 * hashes), the same way whichever store holds it: its type from the extension, `nosniff` and
 * a sandboxing CSP so it never runs as an active document, inline only for images and PDFs,
 * cached for a year; a conditional GET that matches its ETag or date is a 304, and one byte
 * range is a 206 (several ranges get the whole file, as Express's static files do).
 * Resolves false, having sent nothing, when the file went away in the meantime.
 */
export async function sendStoredFile(request: Request, response: Response, file: StoredFileSource): Promise<boolean> {
  const { stat } = file;
  const validators = { ETag: stat.etag, 'Last-Modified': stat.lastModified.toUTCString() };
  if (fresh(request.headers, { etag: validators.ETag, 'last-modified': validators['Last-Modified'] })) {
    response
      .status(304)
      .set({ ...validators, ...CACHED_FOR_A_YEAR, ...INERT })
      .end();
    return true;
  }
  const range = requestedRange(request, stat);
  if (range === 'unsatisfiable') {
    response
      .status(416)
      .set({ 'Content-Range': `bytes */${stat.size}`, ...INERT })
      .json(RANGE_NOT_SATISFIABLE);
    return true;
  }
  const body = request.method === 'HEAD' ? null : await file.open(range ?? undefined);
  if (request.method !== 'HEAD' && body === null) return false;

  const contentType = contentTypeOfExtension(file.extension);
  response.status(range ? 206 : 200).set({
    ...validators,
    ...CACHED_FOR_A_YEAR,
    ...INERT,
    'Content-Type': contentType,
    'Content-Disposition': isShownInline(contentType) ? 'inline' : 'attachment',
    'Accept-Ranges': 'bytes',
    'Content-Length': String(range ? range.end - range.start + 1 : stat.size),
    ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}` } : {}),
  });
  if (body === null) response.end();
  else await pipeline(body, response);
  return true;
}

/**
 * The one byte range asked for, null for the whole file (no Range header, one that is
 * malformed, asks for several ranges or other units, or an If-Range naming another version).
 */
function requestedRange(request: Request, stat: ObjectStat): ByteRange | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (!header || !ifRangeMatches(request.get('If-Range'), stat)) return null;
  const ranges = parseRange(stat.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
}

/** If-Range holds an ETag or a date: the range applies only to that version of the file. */
function ifRangeMatches(ifRange: string | undefined, stat: ObjectStat): boolean {
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange === stat.etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(stat.lastModified.getTime() / 1000) * 1000 <= date;
}
