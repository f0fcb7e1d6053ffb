/** The record id of an edit route (`/chef/edit/:id`), or null on an add route. A malformed id is left for the server to refuse. */
export const recordIdOf = (param: string | undefined): number | null => (param === undefined ? null : Number(param));

/** A record's edit page under its list's path (`/chef` → `/chef/edit/7`). */
export const editPath = (listPath: string, id: number) => `${listPath}/edit/${id}`;
