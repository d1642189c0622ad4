/**
 * The load command's work, apart from its entry point (bootstrap/
 * load-mongo-cli.ts, which alone reads the environment): parse arguments,
 * connect, create indexes, stream the source in, report. Returns the exit
 * status: 0 done, 1 the load failed, 2 the invocation was wrong.
 */
import { access, constants } from 'node:fs/promises';
import type { Db } from 'mongodb';
import { buildResorts, countSchoolsPerResort, createGenerationContext, generateBlocks } from '../../../dataset-generator/generate-dataset.js';
import { LOAD_USAGE, parseLoadArgs, UsageError, type LoadArgs, type LoadSourceArgs } from './load-cli-args.js';
import { connectWithRetry, createMongoClient } from '../mongo-client.js';
import { ensureIndexes } from '../indexes.js';
import { dropDirectory, loadDirectory, type DirectorySource, type ProgressListener } from './directory-loader.js';
import { datasetFileSource } from './dataset-file-source.js';

export interface LoadSettings {
  mongodbUri: string | null;
  mongodbDatabase: string;
  defaultSeed: number;
}

export interface LoadIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

function sourceOf(args: LoadSourceArgs, defaultSeed: number): DirectorySource {
  if (args.kind === 'file') return datasetFileSource(args.path);
  // Block by block, walking the generator once per collection: memory stays flat at any size.
  const context = createGenerationContext({ schools: args.schools, seed: args.seed ?? defaultSeed });
  return {
    resorts: () => buildResorts(context, countSchoolsPerResort(context)),
    *schools() {
      for (const block of generateBlocks(context)) yield* block.schools;
    },
    *instructors() {
      for (const block of generateBlocks(context)) yield* block.instructors;
    },
    sizes: { resorts: context.catalog.length, schools: args.schools },
  };
}

/** One line per tenth of a known total, or per 10 000 records of an unknown one. */
function progressPrinter(io: LoadIo): ProgressListener {
  const printed = new Map<string, number>();
  return (collection, loaded, total) => {
    const step = total === undefined ? Math.floor(loaded / 10_000) : Math.floor((loaded * 10) / Math.max(total, 1));
    if (printed.get(collection) === step && loaded !== total) return;
    printed.set(collection, step);
    io.err(total === undefined ? `${collection}: ${loaded}` : `${collection}: ${loaded}/${total} (${Math.floor((loaded * 100) / Math.max(total, 1))}%)`);
  };
}

async function run(db: Db, args: Extract<LoadArgs, { command: 'load' }>, settings: LoadSettings, io: LoadIo): Promise<void> {
  if (args.drop) {
    await dropDirectory(db);
    io.err('dropped the directory collections');
  }
  io.err(`created or confirmed ${await ensureIndexes(db)} indexes`);
  if (args.indexesOnly || args.source === undefined) return;
  const summary = await loadDirectory(db, sourceOf(args.source, settings.defaultSeed), { batchSize: args.batchSize, onProgress: progressPrinter(io) });
  io.out(`loaded ${summary.resorts} resorts, ${summary.schools} schools, ${summary.instructors} instructors into ${settings.mongodbDatabase}; `
    + `${summary.counts.schoolsByCountry.size} countries and ${summary.counts.schoolsByResort.size} resorts have schools`);
}

export interface DatabaseConnection {
  db: Db;
  close(): Promise<void>;
}

export type Connect = (uri: string, database: string, io: LoadIo) => Promise<DatabaseConnection>;

/** A few patient retries: the command is often started right after the database. */
export const connectToMongo: Connect = async (uri, database, io) => {
  const client = createMongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  const print = (fields: object, message: string) => io.err(`${message} ${JSON.stringify(fields)}`);
  try {
    await connectWithRetry(client, { info: print, warn: print, error: print }, { attempts: 3, firstDelayMs: 1_000, maxDelayMs: 4_000 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return { db: client.db(database), close: () => client.close() };
};

export async function runLoadCommand(argv: readonly string[], readSettings: () => LoadSettings, io: LoadIo, connect: Connect = connectToMongo): Promise<number> {
  let args: LoadArgs;
  let settings: LoadSettings;
  try {
    args = parseLoadArgs(argv);
    if (args.command === 'help') {
      io.out(LOAD_USAGE);
      return 0;
    }
    settings = readSettings();
    if (!settings.mongodbUri) throw new Error('MONGODB_URI must be set to the database to load, e.g. mongodb://localhost:27017');
    if (args.source?.kind === 'file') {
      const path = args.source.path;
      await access(path, constants.R_OK).catch(() => { throw new Error(`cannot read --file ${path}`); });
    }
  } catch (error) {
    io.err(`error: ${(error as Error).message}`);
    if (error instanceof UsageError) io.err(`\n${LOAD_USAGE}`);
    return 2;
  }

  let connection: DatabaseConnection | undefined;
  try {
    connection = await connect(settings.mongodbUri, settings.mongodbDatabase, io);
    await run(connection.db, args, settings, io);
    return 0;
  } catch (error) {
    io.err(`load failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await connection?.close().catch(() => undefined);
  }
}
