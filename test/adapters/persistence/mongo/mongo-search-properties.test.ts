/**
 * The main proof of the MongoDB adapters where no MongoDB runs: for hundreds
 * of random queries, the exact pipelines the adapters send, evaluated by
 * mingo over documents made by the adapters' own loader and mappers, return
 * exactly the reference page (the same suite the embedded engine passes, so
 * the two backends agree by construction). The same suite runs on a real
 * MongoDB in mongo-directory-contracts.test.ts when one is reachable.
 */
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { directorySearchProperties } from '../../../contracts/directory-search.property.js';
import type { MakeDirectory } from '../../../contracts/directory-ports.js';
import { smallDirectory } from '../../../fixtures/small-directory.js';
import { mongoOnMingo } from './differential-fixture.js';

const onMingo: MakeDirectory = (dataset) => mongoOnMingo(dataset);

directorySearchProperties('MongoDB adapters on the mingo stand-in, hand-made directory', onMingo, smallDirectory, { runs: 60 });
directorySearchProperties('MongoDB adapters on the mingo stand-in, generated directory', onMingo, () => generateDataset({ schools: 400, seed: 2024 }), { runs: 160 });
