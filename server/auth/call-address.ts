/** The addresses the module guard (area-access.ts) and the areas' access entries name. */
import { ADMIN_API_BASE } from '../../src/api/contract/paths';

/** A call path's full address: 'chef/list-chef' → '/api/v1/admin/chef/list-chef'. */
export const callAddress = (path: string) => `${ADMIN_API_BASE}${path}`;
/** The folder of a call path: 'chef/list' → '/api/v1/admin/chef/'. */
export const callFolder = (path: string, base = ADMIN_API_BASE) => `${base}${path.slice(0, path.lastIndexOf('/') + 1)}`;
