/** A dataset as the NDJSON text the generator writes, and back, for tests of both ends of the format. */
import type { Dataset } from '../../src/adapters/dataset-generator/dataset.js';
import { datasetLine, parseDatasetLine, type RecordKind } from '../../src/adapters/dataset-generator/dataset-ndjson.js';

export function ndjsonOf(dataset: Dataset): string {
  return [
    ...dataset.resorts.map((resort) => datasetLine('resort', resort)),
    ...dataset.schools.map((school) => datasetLine('school', school)),
    ...dataset.instructors.map((instructor) => datasetLine('instructor', instructor)),
  ].join('');
}

/** The records of `text` grouped by kind, and the kinds in the order the lines gave them. */
export function parseNdjson(text: string): { dataset: Dataset; kinds: RecordKind[] } {
  const records: Record<RecordKind, unknown[]> = { resort: [], school: [], instructor: [] };
  const kinds: RecordKind[] = [];
  text.split('\n').filter((line) => line !== '').forEach((text, index) => {
    const { kind, record } = parseDatasetLine(text, index + 1);
    records[kind].push(record);
    kinds.push(kind);
  });
  return { dataset: { resorts: records.resort, schools: records.school, instructors: records.instructor } as Dataset, kinds };
}
