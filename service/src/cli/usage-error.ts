/** Errors the CLI reports in one line with exit code 2. */
export class UsageError extends Error {}

export class InputError extends Error {}
