/**
 * Compiles a rule set for one grammar into a single tree-sitter query, so a review walks the tree once for every
 * query rule of every specialist; each pattern index points back at its rule.
 */
import { Query } from '@vscode/tree-sitter-wasm';
import type { Language } from '../contract';
import { loadGrammar } from './core/parser';
import { isQueryRule, type GrammarBinding, type QueryRule, type Rule, type ScanRule } from './core/rule';

export interface CompiledRules {
  /** Every rule that applies to the language, query or scan. */
  rules: readonly Rule[];
  query: Query | undefined;
  /** `ruleForPattern[i]` is the rule of the query's pattern i. */
  ruleForPattern: readonly QueryRule[];
  scanRules: readonly ScanRule[];
}

export function appliesTo(rule: Rule, language: Language | undefined): boolean {
  if (rule.languages === '*') return true;
  return language !== undefined && rule.languages.includes(language);
}

export class RuleCatalog {
  private readonly compiled = new Map<string, Promise<CompiledRules>>();

  constructor(readonly rules: readonly Rule[]) {
    const seen = new Set<string>();
    for (const rule of rules) {
      if (seen.has(rule.id)) throw new Error(`Duplicate rule id ${rule.id}`);
      seen.add(rule.id);
    }
  }

  forFile(language: Language | undefined, grammar: GrammarBinding | undefined): Promise<CompiledRules> {
    const key = `${language ?? ''}/${grammar?.name ?? ''}`;
    let compiled = this.compiled.get(key);
    if (!compiled) {
      compiled = this.compile(language, grammar);
      this.compiled.set(key, compiled);
    }
    return compiled;
  }

  private async compile(language: Language | undefined, grammar: GrammarBinding | undefined): Promise<CompiledRules> {
    const rules = this.rules.filter((rule) => appliesTo(rule, language) && (!isQueryRule(rule) || !rule.grammars || (grammar !== undefined && rule.grammars.includes(grammar.name))));
    const scanRules = rules.filter((rule): rule is ScanRule => !isQueryRule(rule));
    const queryRules = rules.filter(isQueryRule).filter((rule) => !rule.grammars || (grammar !== undefined && rule.grammars.includes(grammar.name)));
    if (!grammar || queryRules.length === 0) return { rules, query: undefined, ruleForPattern: [], scanRules };
    const tsLanguage = await loadGrammar(grammar);
    const ruleForPattern: QueryRule[] = [];
    for (const rule of queryRules) {
      // Compiled alone first so a broken query names its rule instead of failing the whole set.
      let single: Query;
      try {
        single = new Query(tsLanguage, rule.query);
      } catch (error) {
        throw new Error(`Rule ${rule.id}: invalid query for ${grammar.name}: ${(error as Error).message}`);
      }
      for (let i = 0; i < single.patternCount(); i++) ruleForPattern.push(rule);
      single.delete();
    }
    const query = new Query(tsLanguage, queryRules.map((rule) => rule.query).join('\n'));
    return { rules, query, ruleForPattern, scanRules };
  }
}
