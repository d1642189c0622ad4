/**
 * The directory contract suites (test/contracts), the same ones the embedded
 * engine passes, run against the Mongo adapters twice:
 * - on a real MongoDB (MONGODB_URI, or a container when a runtime exists),
 *   with the random-query property suite too; skipped, with the reason
 *   printed, when there is neither;
 * - always, on the mingo stand-in: the real repositories, loader, pipelines
 *   and mappers, with only the wire left out (its property suite runs in
 *   mongo-search-properties.test.ts).
 */
import { after } from 'node:test';
import { generateDataset } from '../../../../src/adapters/dataset-generator/generate-dataset.js';
import { mongoRepositories } from '../../../../src/adapters/persistence/mongo/mongo-repositories.js';
import { directoryContracts } from '../../../contracts/directory-contracts.js';
import { directorySearchProperties } from '../../../contracts/directory-search.property.js';
import type { MakeDirectory } from '../../../contracts/directory-ports.js';
import { mongoOnMingo } from './differential-fixture.js';
import { realMongo, type RealMongo } from './real-mongo.js';

const backend = await realMongo();
const skip = 'skip' in backend ? backend.skip : false;
const server: RealMongo | undefined = 'skip' in backend ? undefined : backend;
const onServer: MakeDirectory = async (dataset) => {
  const db = await (server as RealMongo).loaded(dataset);
  return { ...mongoRepositories(db), close: async () => { await db.dropDatabase(); } };
};
after(async () => { await server?.stop(); });

const realName = `MongoDB adapters on ${server ? server.label : 'a real MongoDB'}`;
directoryContracts(realName, onServer, { skip });
directorySearchProperties(`${realName}, generated directory`, onServer, () => generateDataset({ schools: 400, seed: 2024 }), { runs: 200, skip });

directoryContracts('MongoDB adapters on the mingo stand-in', (dataset) => mongoOnMingo(dataset));
