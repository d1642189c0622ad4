import type { Plugin } from '@hapi/hapi';
import type { DirectoryUseCases } from '../../../application/directory-use-cases.js';
import { categoryRoutesPlugin } from './category-routes.js';
import { countryRoutesPlugin } from './country-routes.js';
import { suggestRoutesPlugin } from './suggest-routes.js';
import { instructorRoutesPlugin } from './instructor-routes.js';
import { resortRoutesPlugin } from './resort-routes.js';
import { schoolRoutesPlugin } from './school-routes.js';

/** Every read endpoint of the directory under /api/v1. */
export const directoryRoutesPlugin: Plugin<DirectoryUseCases> = {
  name: 'directory-routes',
  async register(server, useCases) {
    const groups = [schoolRoutesPlugin, resortRoutesPlugin, instructorRoutesPlugin, categoryRoutesPlugin, countryRoutesPlugin, suggestRoutesPlugin];
    await server.register(groups.map((plugin) => ({ plugin, options: useCases })));
  },
};
