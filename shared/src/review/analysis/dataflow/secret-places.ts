/**
 * Places named for a secret (`token`, `resetCode`, `sid`, `apiKey`…): the shared `weak-random` named-sink rows
 * (common-spec.ts) as predicates, for the data flow and for rules that follow a value the data flow does not.
 */
import { textSpec } from './common-spec';

const SECRET_PLACES = (textSpec.namedSinks ?? [])
  .filter((row) => row.kind === 'weak-random')
  .map((row) => ({ names: new RegExp(row.names, 'i'), except: row.except ? new RegExp(row.except, 'i') : undefined }));

/** Whether a variable, field, key or function name says it holds a secret. */
export function namesSecret(name: string): boolean {
  return SECRET_PLACES.some((place) => place.names.test(name) && !place.except?.test(name));
}

/** Function names that act on a value rather than produce one: what `sendResetCode` returns is no reset code. */
export const CONSUMING_VERB = /^_*(send|save|store|check|verify|validate|log|notify|delete|revoke|set|update|handle|process|mail|email|sms|print|write|render|compare|hash|encrypt|expire|invalidate|clear|reset_?password|use)/i;
