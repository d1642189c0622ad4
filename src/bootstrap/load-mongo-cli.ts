/**
 * Entry point of the MongoDB load command:
 *   node dist/src/bootstrap/load-mongo-cli.js --schools 100000 --seed 42
 *   node dist/src/bootstrap/load-mongo-cli.js --file data.ndjson
 * It lives in bootstrap because it reads the environment (config.ts); the
 * work is in adapters/persistence/mongo/load/load-command.ts.
 */
import { loadConfig } from './config.js';
import { runLoadCommand } from '../adapters/persistence/mongo/load/load-command.js';

const readSettings = () => {
  const config = loadConfig();
  return { mongodbUri: config.mongodbUri, mongodbDatabase: config.mongodbDatabase, defaultSeed: config.seed };
};

process.exitCode = await runLoadCommand(process.argv.slice(2), readSettings, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
