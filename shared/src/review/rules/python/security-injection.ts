/** Python security rules for code, command and object injection. */
import type { FixPlan, Node, OffsetEdit, Rule, RuleMatch } from '../rule';
import { namedChildrenOf } from '../syntax';
import { isConstant, keywordArgument, positionalArguments } from './context';
import { ensureModule, importedName } from './imports';
import { argumentList, dropKeyword, isShellSafe } from './shell';

const PY = ['python'] as const;

/** The module a local name stands for: `pkl` → `pickle` after `import pickle as pkl`. */
function moduleOf(m: RuleMatch): string {
  const local = m.captures.module!.text;
  return importedName(m.file, local) ?? local;
}

function commandFix(m: RuleMatch): FixPlan | undefined {
  const command = m.captures.command!;
  if (command.type === 'keyword_argument') return undefined;
  const list = argumentList(command);
  if (!list) return undefined;
  const module = moduleOf(m);
  if (module === 'subprocess') {
    if (keywordArgument(m.target, 'executable')) return undefined;
    const drop = dropKeyword(m.captures.shell!.parent!);
    if (!drop) return undefined;
    return { description: 'Run the program without a shell', edits: [{ start: command.startIndex, end: command.endIndex, text: list }, drop] };
  }
  // os.system's exit status is discarded here, so subprocess.run without check behaves the same, minus the shell.
  if (m.captures.fn!.text !== 'system' || m.target.parent?.type !== 'expression_statement' || positionalArguments(m.target).length !== 1) return undefined;
  const imports = ensureModule(m.file, 'subprocess');
  if (!imports) return undefined;
  return {
    description: 'Run the program without a shell',
    edits: [...imports, { start: m.target.startIndex, end: m.target.endIndex, text: `subprocess.run(${list}, check=False)` }],
  };
}

const SAFE_YAML_LOADER = /(^|\.)C?(Safe|Base)Loader$/;

function yamlLoader(args: Node): Node | undefined {
  return keywordArgument(args, 'Loader') ?? namedChildrenOf(args).filter((a) => a.type !== 'keyword_argument')[1];
}

export const rules: Rule[] = [
  {
    id: 'python.security.command-injection',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-78',
    title: 'Shell command built from variable input',
    description: 'The command text goes through a shell, so a value containing ;, | or $(…) runs commands of its choosing (OS command injection).',
    suggestion: 'Pass the program and its arguments as a list without shell=True (subprocess.run(["tar", "czf", out, folder])), or quote each value with shlex.quote.',
    query: `
      (call function: (attribute object: (identifier) @module attribute: (identifier) @fn (#any-of? @fn "system" "popen" "getoutput" "getstatusoutput" "create_subprocess_shell")) arguments: (argument_list . (_) @command)) @target
      (call function: (attribute object: (identifier) @module attribute: (identifier) @fn (#any-of? @fn "run" "call" "check_call" "check_output" "Popen"))
        arguments: (argument_list . (_) @command (keyword_argument name: (identifier) @shell (#eq? @shell "shell") value: (true)))) @target`,
    where: (m) => {
      const module = moduleOf(m);
      const fn = m.captures.fn!.text;
      const expected = fn === 'system' || fn === 'popen' ? 'os' : fn === 'create_subprocess_shell' ? 'asyncio' : 'subprocess';
      if (module !== expected) return false;
      const command = m.captures.command!;
      const value = command.type === 'keyword_argument' ? command.childForFieldName('value')! : command;
      return !isShellSafe(value, m.file);
    },
    fix: commandFix,
  },
  {
    id: 'python.security.code-injection',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-95',
    title: 'Code built at run time is executed',
    description: 'eval and exec run text as Python; when any part of it comes from outside, an attacker runs their own code in the process.',
    suggestion: 'Parse data instead (json.loads, ast.literal_eval for Python literals) or dispatch through a dictionary of allowed functions.',
    query: `(call function: (identifier) @fn (#any-of? @fn "eval" "exec") arguments: (argument_list . (_) @code)) @target`,
    where: (m) => m.captures.code!.type !== 'keyword_argument' && !isConstant(m.captures.code!, m.file),
  },
  {
    id: 'python.security.unsafe-deserialization',
    specialist: 'security', severity: 'critical', languages: PY, cwe: 'CWE-502',
    title: 'Data deserialised into arbitrary objects',
    description: 'pickle, marshal, dill, jsonpickle and yaml.load with an unsafe loader rebuild arbitrary objects, so crafted input executes code while it loads.',
    suggestion: 'Exchange JSON (or yaml.safe_load); only unpickle data you produced and authenticated yourself, e.g. with an HMAC.',
    query: `
      (call function: (attribute object: (identifier) @module attribute: (identifier) @fn (#any-of? @fn "loads" "load" "Unpickler" "decode" "read_pickle" "load_all" "unsafe_load" "unsafe_load_all")) arguments: (argument_list) @args) @target
      (call function: (identifier) @fn (#any-of? @fn "loads" "load" "Unpickler" "read_pickle" "unsafe_load") arguments: (argument_list) @args) @target`,
    where: (m) => {
      const fn = m.captures.fn!.text;
      const qualified = m.captures.module ? `${moduleOf(m)}.${fn}` : importedName(m.file, fn) ?? '';
      const [module, name] = [qualified.slice(0, qualified.lastIndexOf('.')), qualified.slice(qualified.lastIndexOf('.') + 1)];
      if (['pickle', 'cPickle', '_pickle', 'dill', 'marshal', 'cloudpickle'].includes(module)) return ['loads', 'load', 'Unpickler'].includes(name);
      if (module === 'jsonpickle') return name === 'decode';
      if (module === 'pandas') return name === 'read_pickle';
      if (module !== 'yaml' || !['load', 'load_all', 'unsafe_load', 'unsafe_load_all'].includes(name)) return false;
      if (name.startsWith('unsafe')) return true;
      const loader = yamlLoader(m.captures.args!);
      return !loader || !SAFE_YAML_LOADER.test(loader.text);
    },
    fix: (m) => {
      // yaml.load(x) and yaml.load(x, Loader=yaml.Loader) → yaml.safe_load(x): the same data without object tags.
      if (!m.captures.module || moduleOf(m) !== 'yaml') return undefined;
      const args = namedChildrenOf(m.captures.args!);
      const data = args[0];
      const loaderOnly = args.length === 1 || (args.length === 2 && (args[1]!.type !== 'keyword_argument' || args[1]!.childForFieldName('name')?.text === 'Loader'));
      if (!data || data.type === 'keyword_argument' || !loaderOnly) return undefined;
      const safe = m.captures.fn!.text.endsWith('_all') ? 'safe_load_all' : 'safe_load';
      const edits: OffsetEdit[] = [{ start: m.captures.fn!.startIndex, end: m.captures.args!.endIndex, text: `${safe}(${data.text})` }];
      return { description: `Use yaml.${safe}`, edits };
    },
  },
];
