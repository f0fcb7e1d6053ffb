/**
 * Where the API clients hand each answer's build id (`X-Build-Id`). The sign-in page's code holds
 * only this hook; the comparison, the notice's listeners and the reload (new-version.ts) come
 * with the signed-in code and plug themselves in, so the /login bundle stays small.
 */
export const serverBuildHeard: { hear?: (buildId: string | null) => void } = {};
