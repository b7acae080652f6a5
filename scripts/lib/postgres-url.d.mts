/** An admin URL of this machine's PostgreSQL for tests, or undefined after a loud warning. */
export function postgresUrl(): string | undefined;
