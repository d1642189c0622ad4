/**
 * Injection tokens. Interfaces vanish at run time, so each thing the
 * container holds is bound to a symbol; the symbols are derived from the
 * names in `Registry` (the adapters it is given, and what its factory table
 * builds), so a new adapter or use case needs its name in one place and no
 * token line, and `get(name)` returns the type registered under that name.
 */
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe';
import type { Built } from './built.js';
import type { Adapters } from './open-adapters.js';

/** Everything the container resolves, by name. */
export type Registry = Adapters & Built;
export type Name = keyof Registry;
/** What factories receive: a typed lookup, never the container itself. */
export type Get = <K extends Name>(name: K) => Registry[K];

/** The same name always gives the same symbol, so binding and resolving need no shared table of tokens. */
function tokenOf(name: Name): symbol {
  return Symbol.for(`ski-directory:${name}`);
}

export function getterOf(container: DependencyContainer): Get {
  return (name) => container.resolve(tokenOf(name));
}

export function bindValue<K extends Name>(container: DependencyContainer, name: K, value: Registry[K]): void {
  container.register(tokenOf(name), { useValue: value });
}

/**
 * Built on first resolve and kept: a fresh child container per service makes
 * that one instance per service, so the bundle and the rate-limit plugin
 * share one CheckRateLimit.
 */
export function bindFactory<K extends Name>(container: DependencyContainer, name: K, factory: (get: Get) => Registry[K]): void {
  container.register(tokenOf(name), { useFactory: instanceCachingFactory((resolving) => factory(getterOf(resolving))) });
}
