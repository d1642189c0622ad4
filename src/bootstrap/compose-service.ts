/**
 * The composition without the HTTP server: connect what must connect first
 * (tsyringe resolves synchronously), bind it in a fresh container, build and
 * resolve the use cases. service.ts hands the result to the driving adapters;
 * benchmarks mount parts of it on servers of their own.
 */
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Built } from './built.js';
import { buildContainer, resolveBuilt } from './container.js';
import { openAdapters, type AdapterOverrides, type OpenedAdapters } from './open-adapters.js';

export interface Composition extends Omit<OpenedAdapters, 'adapters'> {
  built: Built;
}

export async function composeService(config: Config, logger: Logger, overrides: AdapterOverrides = {}): Promise<Composition> {
  const { adapters, ...opened } = await openAdapters(config, logger, overrides);
  try {
    return { ...opened, built: resolveBuilt(buildContainer(adapters)) };
  } catch (error) {
    await opened.close();
    throw error;
  }
}
