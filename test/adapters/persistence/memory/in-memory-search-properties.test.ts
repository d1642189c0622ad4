import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { InMemoryDirectory } from '../../../../src/adapters/persistence/memory/in-memory-directory.js';
import { directorySearchProperties } from '../../../contracts/directory-search.property.js';
import type { MakeDirectory } from '../../../contracts/directory-ports.js';
import { smallDirectory } from '../../../fixtures/small-directory.js';

const makeInMemory: MakeDirectory = async (dataset) => InMemoryDirectory.fromDataset(dataset);

directorySearchProperties('in-memory, hand-made directory', makeInMemory, smallDirectory, { runs: 300 });
directorySearchProperties('in-memory, generated directory', makeInMemory, () => generateDataset({ schools: 400, seed: 7 }), { runs: 400 });
