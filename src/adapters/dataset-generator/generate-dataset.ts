/**
 * The deterministic directory: real resorts, invented schools and
 * instructors. Same options, same bytes, on any machine.
 */
import type { Resort, ResortSummary } from '../../domain/records.js';
import { generateBlock, type BlockParts, type GeneratedBlock } from './block-generator.js';
import type { Dataset, DatasetOptions } from './dataset.js';
import { assignBlockResorts, createGenerationContext, type GenerationContext } from './generation-context.js';
import { SchoolNameRegistry } from './school-name-registry.js';

export function generateDataset(options: DatasetOptions): Dataset {
  const context = createGenerationContext(options);
  const schools: Dataset['schools'] = [];
  const instructors: Dataset['instructors'] = [];
  for (const block of generateBlocks(context)) {
    for (const school of block.schools) schools.push(school);
    for (const instructor of block.instructors) instructors.push(instructor);
  }
  const counts = new Uint32Array(context.catalog.length);
  for (const school of schools) for (const resort of school.resorts) counts[resort.id - 1] = (counts[resort.id - 1] ?? 0) + 1;
  return { resorts: buildResorts(context, counts), schools, instructors };
}

/**
 * The schools and instructors block by block, without keeping earlier blocks:
 * memory stays flat however many schools are asked for. Each call starts over
 * and yields the same blocks; `parts` leaves out what a pass does not write
 * (see generateBlock) without changing the rest.
 */
export function* generateBlocks(context: GenerationContext, parts?: BlockParts): Generator<GeneratedBlock> {
  const names = new SchoolNameRegistry();
  let nextInstructorId = 1;
  for (let block = 0; block < context.blockCount; block += 1) {
    const generated = generateBlock(context, block, names, nextInstructorId, parts);
    nextInstructorId += generated.instructorCount;
    yield generated;
  }
}

/** Schools per resort (index = resort id - 1), without generating the schools themselves. */
export function countSchoolsPerResort(context: GenerationContext): Uint32Array {
  const counts = new Uint32Array(context.catalog.length);
  for (let block = 0; block < context.blockCount; block += 1) {
    for (const resorts of assignBlockResorts(context, block)) {
      for (const index of resorts) counts[index] = (counts[index] ?? 0) + 1;
    }
  }
  return counts;
}

export function buildResorts(context: GenerationContext, schoolCounts: Uint32Array): Resort[] {
  return context.catalog.map((entry, index) => {
    const summary = context.resortSummaries[index] as ResortSummary;
    return {
      id: summary.id,
      slug: summary.slug,
      name: summary.name,
      country: entry.country,
      region: entry.region,
      location: { lat: entry.lat, lng: entry.lng },
      baseElevation: entry.baseElevation,
      summitElevation: entry.summitElevation,
      schoolCount: schoolCounts[index] ?? 0,
    };
  });
}

export { createGenerationContext };
