/**
 * The directory contract suites (test/contracts), the same ones the embedded
 * engine passes, run against the Mongo adapters twice:
 * - on a real MongoDB (MONGODB_URI, or a container when a runtime exists);
 *   skipped, with the reason printed, when there is neither;
 * - always, on the mingo stand-in: the real repositories, loader, pipelines
 *   and mappers, with only the wire left out.
 */
import { after } from 'node:test';
import type { Db } from 'mongodb';
import { generateDataset } from '../../../../src/adapters/persistence/dataset/generate-dataset.js';
import { MongoSchoolRepository } from '../../../../src/adapters/persistence/mongo/mongo-school-repository.js';
import { MongoResortRepository } from '../../../../src/adapters/persistence/mongo/mongo-resort-repository.js';
import { MongoInstructorRepository } from '../../../../src/adapters/persistence/mongo/mongo-instructor-repository.js';
import { MongoCategoryRepository } from '../../../../src/adapters/persistence/mongo/mongo-category-repository.js';
import { MongoCountryRepository } from '../../../../src/adapters/persistence/mongo/mongo-country-repository.js';
import { directoryContracts } from '../../../contracts/directory-contracts.js';
import { directorySearchProperties } from '../../../contracts/directory-search.property.js';
import type { DirectoryPorts, MakeDirectory } from '../../../contracts/directory-ports.js';
import { smallDirectory } from '../../../fixtures/small-directory.js';
import { mongoOnMingo } from './differential-fixture.js';
import { realMongo, type RealMongo } from './real-mongo.js';

function portsOver(db: Db): DirectoryPorts {
  return {
    schools: new MongoSchoolRepository(db),
    resorts: new MongoResortRepository(db),
    instructors: new MongoInstructorRepository(db),
    categories: new MongoCategoryRepository(db),
    countries: new MongoCountryRepository(db),
  };
}

const backend = await realMongo();
const skip = 'skip' in backend ? backend.skip : false;
const server: RealMongo | undefined = 'skip' in backend ? undefined : backend;
const onServer: MakeDirectory = async (dataset) => {
  const db = await (server as RealMongo).loaded(dataset);
  return { ...portsOver(db), close: async () => { await db.dropDatabase(); } };
};
after(async () => { await server?.stop(); });

const realName = `MongoDB adapters on ${server ? server.label : 'a real MongoDB'}`;
directoryContracts(realName, onServer, { skip });
directorySearchProperties(`${realName}, generated directory`, onServer, () => generateDataset({ schools: 400, seed: 7 }), { runs: 150, skip });

const onMingo: MakeDirectory = (dataset) => mongoOnMingo(dataset);
directoryContracts('MongoDB adapters on the mingo stand-in', onMingo);
directorySearchProperties('MongoDB adapters on the mingo stand-in, hand-made directory', onMingo, smallDirectory, { runs: 200 });
directorySearchProperties('MongoDB adapters on the mingo stand-in, generated directory', onMingo, () => generateDataset({ schools: 400, seed: 7 }), { runs: 200 });
