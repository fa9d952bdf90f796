/**
 * The upload limits (docs/product-rules.md, "Uploads and limits"), checked in the browser before
 * anything is sent (the server checks them again): how many files one pick may hold, how big each
 * may be and which types are taken.
 */

import type { ContentType } from './file-content';
import { canShrink } from './shrink-image';

const MB = 1024 * 1024;

/** What a file's first bytes must be, and what is said of a file whose bytes are something else. */
export interface ContentRule {
  types: readonly ContentType[];
  title: string;
  /** "notes.jpg is not {what}." */
  what: string;
}

export interface UploadLimits {
  /** Files one pick may hold. */
  maxFiles: number;
  maxBytes: number;
  /** The picker's filter (the file input's `accept`); a hint to the browser, not a check. */
  accept: string;
  /** MIME types ("image/png"), families ("image/*") or extensions (".pdf") a file must match; empty: any. */
  allowedTypes: readonly string[];
  /** Says which types are taken, in the drop zone's hint. */
  typeLabel: string;
  /** Said when a file's type is refused. */
  typeMessage: string;
  noun: { one: string; other: string };
  /**
   * Checked on the bytes when a file is picked (the server checks them again). With it, an
   * image over `maxBytes` is shrunk in the browser instead of refused. Without it, the bytes
   * are not read.
   */
  content?: ContentRule;
}

/** What the server stores as photos (it judges the bytes; these are what browsers report). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', '.jpg', '.jpeg', '.png', '.gif', '.webp'];
const IMAGE_CONTENT_TYPES: readonly ContentType[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Photos and reference images: the four formats the server stores as photos. */
export const IMAGE_CONTENT: ContentRule = {
  types: IMAGE_CONTENT_TYPES,
  title: 'Not an image',
  what: 'a JPEG, PNG, GIF or WebP image',
};

/** Receipts: those images, a PDF, a DOCX (a zip to the first bytes) or a DOC (an OLE file). */
const RECEIPT_CONTENT: ContentRule = {
  types: [...IMAGE_CONTENT_TYPES, 'application/pdf', 'application/zip', 'application/x-cfb'],
  title: 'Unsupported file type',
  what: 'an image, a PDF or a Word file',
};

const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.pdf',
  '.doc',
  '.docx',
];

/** docs/product-rules.md, "Uploads and limits": the generic upload widget takes 1 file of up to 10 MB. */
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFiles: 1,
  maxBytes: 10 * MB,
  accept: '',
  allowedTypes: [],
  typeLabel: 'Any file',
  typeMessage: 'This file type is not accepted.',
  noun: { one: 'file', other: 'files' },
};

/** Item photos: 5 at once (or the number left of 8), 5 MB each. */
export const ITEM_PHOTO_LIMITS: UploadLimits = {
  maxFiles: 5,
  maxBytes: 5 * MB,
  // "image/*" rather than the exact list: phones then offer the camera as well as the library.
  accept: 'image/*',
  allowedTypes: PHOTO_TYPES,
  typeLabel: 'JPEG, PNG, GIF or WebP',
  typeMessage: 'Photos must be JPEG, PNG, GIF or WebP images.',
  noun: { one: 'photo', other: 'photos' },
  content: IMAGE_CONTENT,
};

export const MAX_PHOTOS_PER_ITEM = 8;

/** A profile photo: one image, 5 MB, shrunk to fit when it is a larger photo. */
export const AVATAR_LIMITS: UploadLimits = { ...ITEM_PHOTO_LIMITS, maxFiles: 1 };

/** An item's receipt: 1 file up to 10 MB, an image, a PDF or a Word document. */
export const RECEIPT_LIMITS: UploadLimits = {
  maxFiles: 1,
  maxBytes: 10 * MB,
  accept: ['image/*', ...DOCUMENT_TYPES].join(','),
  allowedTypes: [...PHOTO_TYPES, ...DOCUMENT_TYPES],
  typeLabel: 'Image, PDF, DOC or DOCX',
  typeMessage: 'Receipts must be an image (JPEG, PNG, GIF or WebP), a PDF, or a Word file (DOC or DOCX).',
  noun: { one: 'receipt', other: 'receipts' },
  content: RECEIPT_CONTENT,
};

/** What the checks read of a File (plain objects in tests). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

export interface UploadProblem {
  title: string;
  description: string;
}

/** "5MB", "10MB", "1.5MB". */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / MB).toFixed(1))}MB`;
}

function noun(limits: UploadLimits, count: number): string {
  return count === 1 ? limits.noun.one : limits.noun.other;
}

/** How many files the next pick may hold: the per-pick limit, or fewer when less room is left. */
export function uploadRoom(limits: UploadLimits, remaining?: number): number {
  return Math.max(0, Math.min(limits.maxFiles, remaining ?? limits.maxFiles));
}

/** Matches the way the input's `accept` reads: ".ext", "family/*" or an exact MIME type. */
export function isAllowedType(file: FileFacts, limits: UploadLimits): boolean {
  if (limits.allowedTypes.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return limits.allowedTypes.some((allowed) => {
    if (allowed.startsWith('.')) return name.endsWith(allowed);
    if (allowed.endsWith('/*')) return type.startsWith(allowed.slice(0, -1));
    return type === allowed;
  });
}

/** "big.jpg is too large. Max 5MB per file." (docs/product-rules.md, "Uploads and limits"). */
export function tooLarge(file: FileFacts, limits: UploadLimits): UploadProblem {
  return {
    title: 'File too large',
    description: `${file.name} is too large. Max ${formatMegabytes(limits.maxBytes)} per file.`,
  };
}

/**
 * The problem with one file on its own (its name or reported type, then its bytes, then its
 * size), or null. `content` is what its bytes are, once read (left out: not read). An image
 * too large but shrinkable passes: it is shrunk before it is sent.
 */
export function fileProblem(file: FileFacts, limits: UploadLimits, content?: ContentType | null): UploadProblem | null {
  if (!isAllowedType(file, limits)) {
    return { title: 'Unsupported file type', description: `${file.name}: ${limits.typeMessage}` };
  }
  const rule = limits.content;
  if (rule && content !== undefined && !(content && rule.types.includes(content))) {
    return { title: rule.title, description: `${file.name} is not ${rule.what}.` };
  }
  if (file.size > limits.maxBytes && !(rule && canShrink(content))) return tooLarge(file, limits);
  return null;
}

/**
 * Checks one pick. Files of a refused type or over the size limit are left out, each with its
 * problem; if more files remain than there is room for, none is sent (the user picks again
 * rather than the widget guessing which ones to drop). `contentOf` says what a file's bytes
 * are, when they have been read.
 */
export function checkUploadBatch<F extends FileFacts>(
  files: readonly F[],
  limits: UploadLimits,
  remaining?: number,
  contentOf?: (file: F) => ContentType | null | undefined,
): { accepted: F[]; problems: UploadProblem[] } {
  const problems: UploadProblem[] = [];
  const fitting = files.filter((file) => {
    const problem = fileProblem(file, limits, contentOf?.(file));
    if (problem) problems.push(problem);
    return !problem;
  });
  const room = uploadRoom(limits, remaining);
  if (fitting.length <= room) return { accepted: fitting, problems };
  let description: string;
  if (room === 0) description = `No more ${limits.noun.other} can be added.`;
  else if (room < limits.maxFiles) description = `Only ${room} more ${noun(limits, room)} can be added.`;
  else description = `You can upload at most ${room} ${noun(limits, room)} at once.`;
  return { accepted: [], problems: [...problems, { title: 'Too many files', description }] };
}

/** The drop zone's hint: "JPEG, PNG, GIF or WebP · up to 5 at once · 5MB each". */
export function describeLimits(limits: UploadLimits, remaining?: number): string {
  const room = uploadRoom(limits, remaining);
  if (room === 0) return `No more ${limits.noun.other} can be added.`;
  const count = room === 1 ? `1 ${limits.noun.one}` : `up to ${room} at once`;
  return `${limits.typeLabel} · ${count} · ${formatMegabytes(limits.maxBytes)} each`;
}
