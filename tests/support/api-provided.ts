/** What the API global setup hands to every test file (vitest `provide` / `inject`). */
export type ApiDatabaseInfo = {
  /** Connection string of the test PostgreSQL's maintenance database (for CREATE DATABASE). */
  adminUrl: string;
  /** The migrated, seeded database each test file clones. */
  template: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    apiDatabase: ApiDatabaseInfo;
  }
}
