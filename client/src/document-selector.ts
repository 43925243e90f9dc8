/** The documents the extension reviews (its activation languages), on disk or unsaved. */
export const REVIEWED_LANGUAGES = ['python', 'javascript', 'javascriptreact', 'typescript', 'typescriptreact', 'go', 'java'] as const;

export const DOCUMENT_SELECTOR = REVIEWED_LANGUAGES.flatMap((language) => [
  { scheme: 'file', language },
  { scheme: 'untitled', language },
]);
