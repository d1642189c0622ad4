/**
 * The directory's file format, written by the generator and read by the
 * MongoDB load command: NDJSON, one `{"kind": ..., "record": {...}}` per line,
 * resorts first, then schools, then instructors (the order a loader needs:
 * instructors point at schools). One record a line means a file of any size
 * is written and read a line at a time, with nothing to track between lines.
 */

/** The record kinds, in the order a file lists them. */
export const RECORD_KINDS = ['resort', 'school', 'instructor'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export interface DatasetLine {
  kind: RecordKind;
  /** Checked only for a numeric id here; the loader's mappers name any record they cannot store. */
  record: { id: number };
  /** 1-based, for error messages. */
  line: number;
}

export class DatasetFormatError extends Error {
  constructor(line: number, reason: string) {
    super(`line ${line}: ${reason}`);
    this.name = 'DatasetFormatError';
  }
}

export function datasetLine(kind: RecordKind, record: { id: number }): string {
  return `${JSON.stringify({ kind, record })}\n`;
}

function isRecordKind(value: unknown): value is RecordKind {
  return (RECORD_KINDS as readonly unknown[]).includes(value);
}

export function parseDatasetLine(text: string, line: number): DatasetLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DatasetFormatError(line, `not valid JSON (${(error as Error).message})`);
  }
  const { kind, record } = (typeof value === 'object' && value !== null ? value : {}) as { kind?: unknown; record?: unknown };
  if (!isRecordKind(kind)) throw new DatasetFormatError(line, `expected {"kind": "${RECORD_KINDS.join('" | "')}", "record": {...}}`);
  if (typeof record !== 'object' || record === null || typeof (record as { id?: unknown }).id !== 'number') {
    throw new DatasetFormatError(line, `the ${kind} record must be an object with a numeric id`);
  }
  return { kind, record: record as { id: number }, line };
}
