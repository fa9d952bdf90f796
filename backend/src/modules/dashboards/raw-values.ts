import type { Cents } from '@atelier/billing';

/*
 * Raw rows (query() rather than entities) come back differently from each driver: an
 * aggregate of DECIMALs is a string on MySQL and a number on SQLite, a DATETIME a Date on
 * MySQL and UTC text on SQLite. These read them alike.
 */

/** Whole cents from a SUM of cents (null when nothing was summed). */
export function centsOf(value: number | string | null): Cents {
  return value === null ? 0 : Math.round(Number(value));
}

export function countOf(value: number | string | null): number {
  return value === null ? 0 : Number(value);
}

/** A DATETIME as a Date; SQLite's text "2026-03-01 10:00:00.000" is UTC. */
export function timeOf(value: Date | string): Date {
  return value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`);
}

export function timeOrNull(value: Date | string | null): Date | null {
  return value === null ? null : timeOf(value);
}
