/**
 * Whether code that switches a check off runs only when that was asked for: it sits in a branch whose condition (or
 * case label) names an insecure or unverified mode (`case 'no-verify':`, `if (options.insecure)`), or the absence
 * of the host name a check would compare (`if not server_hostname: ctx.check_hostname = False`). That is an option
 * the caller chooses — a driver honouring `sslmode=no-verify` — not a check turned off for everyone.
 */
import type { Node } from '../core/rule';

const MODE_WORDS = /(^|[^a-z])(no[-_]?verify|insecure|skip[-_]?verif\w*|unverified|allow[-_]?insecure|trust[-_]?all|self[-_]?signed)/i;
/** No host name to compare: `not server_hostname`, `!host`, `hostname is None`. */
const NO_HOST_NAME = /(^|[^\w.])(not\s+|!\s*)[\w.]*host(name)?\b|host(name)?\s*(is|==|===)\s*(None|null|nil|undefined|''|"")/i;
const BRANCH = /^(if_statement|if|elif_clause|unless|if_modifier|unless_modifier|conditional_expression|ternary_expression|conditional|switch_case|case_clause|expression_case|switch_section|switch_block_statement_group|when|case_statement|match_arm)$/;
const FUNCTION_LIKE = /function|method|lambda|arrow|closure|constructor/;

/** The text that decides whether a branch runs: its condition, or its case labels. */
function decidingText(branch: Node): string {
  const condition = branch.childForFieldName('condition') ?? branch.childForFieldName('value') ?? branch.childForFieldName('pattern');
  if (condition) return condition.text;
  // A case without a field for its label: the labels are the named children before its statements.
  const labels = branch.namedChildren.filter((child): child is Node => !!child && /label|pattern|case|^string|literal|value/.test(child.type) && !/statement|block|body/.test(child.type));
  return labels.map((label) => label.text).join(' ');
}

export function requestedInsecureMode(node: Node): boolean {
  let inner: Node = node;
  for (let current = node.parent; current; inner = current, current = current.parent) {
    if (FUNCTION_LIKE.test(current.type) && !BRANCH.test(current.type)) return false;
    if (!BRANCH.test(current.type)) continue;
    const condition = current.childForFieldName('condition');
    // Inside the condition itself (`if (opts.rejectUnauthorized === false)`) is not a branch it decides.
    if (condition && inner.startIndex >= condition.startIndex && inner.endIndex <= condition.endIndex) continue;
    const deciding = decidingText(current);
    if (MODE_WORDS.test(deciding) || NO_HOST_NAME.test(deciding)) return true;
  }
  return false;
}

/** A rule's predicate, false where the match sits in a branch that asked for the insecure mode. */
export function unlessRequested<M extends { target: Node }>(where: (match: M) => boolean): (match: M) => boolean {
  return (match) => !requestedInsecureMode(match.target) && where(match);
}
