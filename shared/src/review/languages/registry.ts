/**
 * The languages the engine knows: the analysed ones as plugins (one folder each), the others by name, file
 * extension and comment syntax only (reviewed with the language-independent rules). Everything that lists
 * languages derives from here: grammars and their `.wasm` files, the CLI's extensions, the server's editor ids, the
 * extension's activation (checked by a test against package.json), the warm-up, the rule catalog and docs.
 *
 * Adding a language: a folder `languages/<id>/` whose `plugin.ts` exports a LanguagePlugin, one line in PLUGINS,
 * and its entry taken out of OTHER_LANGUAGES (docs/architecture.md has the recipe).
 */
import type { Language } from '../../contract';
import type { GrammarBinding, LanguageInfo, LanguagePlugin } from '../core/rule';
import { csharp } from './csharp/plugin';
import { go } from './go/plugin';
import { java } from './java/plugin';
import { javascript } from './javascript/plugin';
import { OTHER_LANGUAGES } from './other-languages';
import { php } from './php/plugin';
import { python } from './python/plugin';
import { ruby } from './ruby/plugin';

export const PLUGINS: readonly LanguagePlugin[] = [javascript, python, go, java, csharp, php, ruby];

const pluginOf = new Map<Language, LanguagePlugin>(PLUGINS.flatMap((plugin) => plugin.languages.map((info) => [info.language, plugin] as const)));

/** Every language's naming and comment syntax, analysed or not. */
export const LANGUAGE_INFO: readonly LanguageInfo[] = [...PLUGINS.flatMap((plugin) => plugin.languages), ...OTHER_LANGUAGES];

const infoOf = new Map<Language, LanguageInfo>(LANGUAGE_INFO.map((info) => [info.language, info]));
const byExtension = new Map<string, Language>(LANGUAGE_INFO.flatMap((info) => info.extensions.map((ext) => [ext, info.language] as const)));
const byEditorId = new Map<string, Language>(LANGUAGE_INFO.flatMap((info) => info.editorIds.map((id) => [id, info.language] as const)));

/** Languages the engine analyses (coverage `full`): those with a plugin. */
export const ANALYSED_LANGUAGES: readonly Language[] = [...pluginOf.keys()];

export function pluginFor(language: Language | undefined): LanguagePlugin | undefined {
  return language === undefined ? undefined : pluginOf.get(language);
}

export function languageInfo(language: Language): LanguageInfo | undefined {
  return infoOf.get(language);
}

/** Every grammar of every plugin. */
export const GRAMMARS: readonly GrammarBinding[] = PLUGINS.flatMap((plugin) => plugin.grammars);

/**
 * The grammar that reads a file: the binding of its language naming the file's extension (TSX), else the
 * language's default. The filename's extension is the only thing looked at; the language is never guessed.
 */
export function grammarFor(language: Language | undefined, filename: string | undefined): GrammarBinding | undefined {
  const plugin = pluginFor(language);
  if (!plugin) return undefined;
  const bindings = plugin.grammars.filter((grammar) => grammar.language === language);
  const extension = extensionOf(filename);
  return bindings.find((grammar) => extension !== undefined && grammar.extensions?.includes(extension)) ?? bindings.find((grammar) => !grammar.extensions);
}

function extensionOf(filename: string | undefined): string | undefined {
  const dot = filename?.lastIndexOf('.') ?? -1;
  return filename && dot > filename.lastIndexOf('/') ? filename.slice(dot).toLowerCase() : undefined;
}

/** File extension → language, for the CLI and the server's fallback. The engine itself never guesses (spec 2.1). */
export function languageOfFile(file: string): Language | undefined {
  const extension = extensionOf(file.replaceAll('\\', '/'));
  return extension === undefined ? undefined : byExtension.get(extension);
}

/** A VS Code language id → language. */
export function languageOfEditorId(id: string): Language | undefined {
  return byEditorId.get(id);
}

/** The editor ids of the analysed languages: the extension activates on these and reviews their documents. */
export const ANALYSED_EDITOR_IDS: readonly string[] = PLUGINS.flatMap((plugin) => plugin.languages.flatMap((info) => info.editorIds));
