import type { ServiceInfo } from '../adapters/http/routes/system-routes.js';

/** Kept beside package.json's version; `apiVersion` is the interface label of SPEC.md part 9. */
export const SERVICE_INFO: ServiceInfo = { name: 'ski-school-directory', version: '1.0.0', apiVersion: '1.0' };
