import { execFileSync } from 'node:child_process';
import type { Response } from 'superagent';

/** supertest buffers text and JSON only: collect a PDF's bytes (the response is still a stream here). */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

/** A PDF's text as poppler reads it (a real parser, not our own code). */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}
