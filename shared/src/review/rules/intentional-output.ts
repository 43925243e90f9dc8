/**
 * Output a program writes on purpose, which the debug-output rules of every language leave alone: a print that
 * runs only when someone asked for diagnostics (`if debug:`, `if (verbose)`, `if options[:debug]`), a print inside
 * a class whose job is printing (a logger, a tracer, a monitor, a console), and prints in a file that flushes
 * standard output itself (stdout is its channel: a CGI or LSAPI handler, a progress display). (A message to the error
 * stream inside a handler, caught-types.ts insideHandler, is the program's report of the failure it caught.)
 */
import { memoized, type FileContext, type Node } from '../core/rule';

/** A condition that asks whether diagnostics are wanted. */
const DIAGNOSTIC_FLAG = /(^|[^a-z])(debug\w*|verbos\w*|trace|tracing|diagnostic\w*)\b|isDebug|isTrace|DEBUG|VERBOSE|TRACE/i;

/** Classes (and Ruby modules) whose name says printing is what they are for. */
const PRINTING_CLASS = /(Logger|Log|Debug|Debugger|Tracer|Trace|Monitor|Console|Printer|Reporter|Dumper|Formatter|Cli|CLI|Command)$/;

/** Flushing standard output: the code writes there as its channel, not as a leftover. */
const FLUSHES_STDOUT = /\b(STDOUT|\$stdout|sys\.stdout|System\.out|os\.Stdout|process\.stdout)\.(flush|Sync)\b|\bfflush\(\s*STDOUT\s*\)|\bob_flush\(\)/;

const CLASS_LIKE = /^(class_declaration|class_definition|class|module|class_specifier|object_declaration|interface_declaration|struct_declaration|record_declaration)$/;

/** A condition that asks whether diagnostics are wanted (`if debug:`, `if (log.isDebugEnabled())`, `debug.on()`). */
export function asksForDiagnostics(condition: Node): boolean {
  return DIAGNOSTIC_FLAG.test(condition.text);
}

export function intentionalOutput(node: Node, file: FileContext): boolean {
  if (memoized(file, 'flushes-stdout', () => FLUSHES_STDOUT.test(file.code))) return true;
  for (let current = node.parent; current; current = current.parent) {
    const condition = current.childForFieldName('condition');
    // Only a condition the print sits under, not one of a loop it runs after.
    if (condition && condition.id !== node.id && !(condition.startIndex <= node.startIndex && node.endIndex <= condition.endIndex) && asksForDiagnostics(condition)) return true;
    if (CLASS_LIKE.test(current.type)) {
      const name = current.childForFieldName('name')?.text ?? '';
      if (PRINTING_CLASS.test(name)) return true;
    }
  }
  return false;
}
