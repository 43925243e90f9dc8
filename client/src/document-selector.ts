/**
 * The documents the extension reviews, on disk or unsaved: the languages it activates on. The manifest's
 * `activationEvents` (`onLanguage:<id>`) are the one list the client reads; a test holds them equal to the engine's
 * language registry, so the client never bundles the engine to learn its languages.
 */
export function reviewedLanguageIds(packageJSON: { activationEvents?: readonly string[] }): string[] {
  return (packageJSON.activationEvents ?? []).filter((event) => event.startsWith('onLanguage:')).map((event) => event.slice('onLanguage:'.length));
}

/** A filter per language and scheme: the shape both VS Code's and the language client's selectors take. */
export type ReviewedDocuments = { scheme: string; language: string }[];

export function documentSelector(packageJSON: { activationEvents?: readonly string[] }): ReviewedDocuments {
  return reviewedLanguageIds(packageJSON).flatMap((language) => [
    { scheme: 'file', language },
    { scheme: 'untitled', language },
  ]);
}
