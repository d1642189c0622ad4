/**
 * This build's functions a benchmark query is made with (search-cases.ts
 * EngineModules). Apart from search-cases.ts, which imports only types, so
 * that search-against.bench.ts can load a copy of it for another checkout
 * without loading this build's engine a second time.
 */
import { GetSchool } from '../src/application/use-cases/get-school.js';
import { SearchSchools } from '../src/application/use-cases/search-schools.js';
import { SCHOOL_FACETS } from '../src/domain/facets.js';
import { words } from '../src/domain/text.js';
import { literalText, NO_TEXT } from '../src/domain/text-query.js';
import type { EngineModules } from './search-cases.js';

export const THIS_ENGINE: EngineModules = { SearchSchools, GetSchool, literalText, NO_TEXT, words, SCHOOL_FACETS };
