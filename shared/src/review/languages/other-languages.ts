/**
 * Languages of the spec the engine does not analyse yet: how their files are named and commented, so the CLI and
 * the editor recognise them and suppressions and the language-independent rules read them. A language that gets a
 * plugin leaves this list (its plugin holds the same facts).
 */
import type { LanguageInfo } from '../core/rule';

const C_STYLE = { line: ['//'], block: ['/*', '*/'] } as const;
const HASH = { line: ['#'] } as const;

export const OTHER_LANGUAGES: readonly LanguageInfo[] = [
  { language: 'rust', name: 'Rust', extensions: ['.rs'], editorIds: ['rust'], comments: C_STYLE },
  { language: 'cpp', name: 'C++', extensions: ['.cpp', '.cc', '.cxx', '.hpp', '.h'], editorIds: ['cpp', 'c'], comments: C_STYLE },
  { language: 'swift', name: 'Swift', extensions: ['.swift'], editorIds: ['swift'], comments: C_STYLE },
  { language: 'kotlin', name: 'Kotlin', extensions: ['.kt', '.kts'], editorIds: ['kotlin'], comments: C_STYLE },
  { language: 'sql', name: 'SQL', extensions: ['.sql'], editorIds: ['sql'], comments: { line: ['--'], block: ['/*', '*/'] } },
  { language: 'html', name: 'HTML', extensions: ['.html', '.htm'], editorIds: ['html'], comments: { line: [], block: ['<!--', '-->'] } },
  { language: 'css', name: 'CSS', extensions: ['.css'], editorIds: ['css'], comments: { line: [], block: ['/*', '*/'] } },
  { language: 'shell', name: 'shell script', extensions: ['.sh', '.bash'], editorIds: ['shellscript'], comments: HASH },
  { language: 'yaml', name: 'YAML', extensions: ['.yaml', '.yml'], editorIds: ['yaml'], comments: HASH },
  { language: 'json', name: 'JSON', extensions: ['.json'], editorIds: ['json', 'jsonc'], comments: { line: [] } },
  { language: 'other', name: 'code', extensions: [], editorIds: [], comments: { line: ['//', '#', '--'], block: ['/*', '*/'] } },
];
