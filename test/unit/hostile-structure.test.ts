/**
 * Issue 16: one file must never end a run. Property-based: fast-check builds programs whose structure is hostile to
 * the analyses that walk it — classes named like their base from another module (`class JSONEncoder(json.
 * JSONEncoder)`), classes that extend themselves or each other, methods and functions that call each other in
 * cycles, self-recursion, calls to inherited methods that exist nowhere, call chains far deeper than any summary
 * nesting — prints each in every analysed language, with request input flowing in, and asserts that every review
 * returns, complete and not partial (a specialist that failed would make it partial).
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Language } from '../../shared/src/contract';
import { ALL_RULES, review } from '../../shared/src/review';
import type { ScanRule } from '../../shared/src/review/core/rule';
import { ANALYSED_LANGUAGES } from '../../shared/src/review/languages/registry';

const CLASS_NAMES = ['Encoder', 'Base', 'Handler'] as const;
const MEMBER_NAMES = ['run', 'encode', 'render'] as const;
const FUNCTION_NAMES = ['helper', 'process', 'run'] as const;
const FIELD_NAMES = ['indent', 'name'] as const;

type Step =
  | { kind: 'self-method'; name: string }
  | { kind: 'self-field'; name: string }
  | { kind: 'function'; name: string }
  | { kind: 'new-method'; cls: string; name: string }
  | { kind: 'sink' };

interface ClassModel {
  name: string;
  /** A base named like a class of the file, or (`qualified`) another module's class of that name. */
  bases: { name: string; qualified: boolean }[];
  methods: { name: string; steps: Step[] }[];
}

interface ProgramModel {
  classes: ClassModel[];
  functions: { name: string; steps: Step[] }[];
  /** f0 calls f1 … calls f(chain − 1), which reaches the sink. */
  chain: number;
}

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constantFrom(...MEMBER_NAMES).map((name) => ({ kind: 'self-method' as const, name })),
  fc.constantFrom(...FIELD_NAMES).map((name) => ({ kind: 'self-field' as const, name })),
  fc.constantFrom(...FUNCTION_NAMES).map((name) => ({ kind: 'function' as const, name })),
  fc.record({ cls: fc.constantFrom(...CLASS_NAMES), name: fc.constantFrom(...MEMBER_NAMES) }).map((r) => ({ kind: 'new-method' as const, ...r })),
  fc.constant({ kind: 'sink' as const }),
);
const body = fc.array(step, { minLength: 1, maxLength: 4 });

const program: fc.Arbitrary<ProgramModel> = fc.record({
  classes: fc.array(
    fc.record({
      name: fc.constantFrom(...CLASS_NAMES),
      bases: fc.array(fc.record({ name: fc.constantFrom(...CLASS_NAMES), qualified: fc.boolean() }), { maxLength: 2 }),
      methods: fc.array(fc.record({ name: fc.constantFrom(...MEMBER_NAMES), steps: body }), { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  functions: fc.array(fc.record({ name: fc.constantFrom(...FUNCTION_NAMES), steps: body }), { maxLength: 3 }),
  chain: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: 12 }), fc.integer({ min: 200, max: 400 })),
});

interface Printer {
  filename: string;
  print(model: ProgramModel): string;
}

const indent = (lines: string[], by: string) => lines.map((line) => by + line);

const python: Printer = {
  filename: 'app.py',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `x = self.${s.name}(x)`;
        case 'self-field': return `x = x + str(self.${s.name})`;
        case 'function': return `x = ${s.name}(x)`;
        case 'new-method': return `x = ${s.cls}().${s.name}(x)`;
        case 'sink': return 'os.system(x)';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = str(x)' : call(s));
    const out = ['import json', 'import os', 'from flask import Flask, request', '', 'app = Flask(__name__)', ''];
    for (const cls of model.classes) {
      const bases = cls.bases.map((b) => (b.qualified ? `json.${b.name}` : b.name));
      out.push(`class ${cls.name}${bases.length ? `(${bases.join(', ')})` : ''}:`);
      for (const m of cls.methods) out.push(`    def ${m.name}(self, x):`, ...indent(m.steps.map(call), '        '), '        return x', '');
    }
    for (const f of model.functions) out.push(`def ${f.name}(x):`, ...indent(f.steps.map(free), '    '), '    return x', '');
    for (let i = 0; i < model.chain; i++) out.push(`def chain${i}(x):`, i + 1 < model.chain ? `    return chain${i + 1}(x)` : '    os.system(x)', '');
    const first = model.functions[0]?.name ?? 'str';
    out.push("@app.route('/go')", 'def go():', "    q = request.args['q']", `    ${first}(q)`, `    ${model.classes[0]!.name}().${model.classes[0]!.methods[0]!.name}(q)`);
    if (model.chain) out.push('    chain0(q)');
    out.push("    return 'ok'", '');
    return out.join('\n');
  },
};

function curly(language: 'javascript' | 'typescript'): Printer {
  const typed = language === 'typescript';
  const p = (name: string) => (typed ? `${name}: any` : name);
  return {
    filename: typed ? 'app.ts' : 'app.js',
    print(model) {
      const call = (s: Step): string => {
        switch (s.kind) {
          case 'self-method': return `x = this.${s.name}(x);`;
          case 'self-field': return `x = x + String(this.${s.name});`;
          case 'function': return `x = ${s.name}(x);`;
          case 'new-method': return `x = new ${s.cls}().${s.name}(x);`;
          case 'sink': return 'exec(x);';
        }
      };
      const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = String(x);' : call(s));
      const out = ["const { exec } = require('child_process');", "const lib = require('./lib');", "const express = require('express');", 'const app = express();', ''];
      for (const cls of model.classes) {
        const base = cls.bases[0];
        out.push(`class ${cls.name}${base ? ` extends ${base.qualified ? `lib.${base.name}` : base.name}` : ''} {`);
        for (const m of cls.methods) out.push(`  ${m.name}(${p('x')}) {`, ...indent(m.steps.map(call), '    '), '    return x;', '  }');
        out.push('}', '');
      }
      for (const f of model.functions) out.push(`function ${f.name}(${p('x')}) {`, ...indent(f.steps.map(free), '  '), '  return x;', '}', '');
      for (let i = 0; i < model.chain; i++) out.push(`function chain${i}(${p('x')}) {`, i + 1 < model.chain ? `  return chain${i + 1}(x);` : '  exec(x);', '}', '');
      const first = model.functions[0]?.name ?? 'String';
      out.push(`app.get('/go', (${p('req')}, ${p('res')}) => {`, '  const q = req.query.q;', `  ${first}(q);`, `  new ${model.classes[0]!.name}().${model.classes[0]!.methods[0]!.name}(q);`);
      if (model.chain) out.push('  chain0(q);');
      out.push("  res.send('ok');", '});', '');
      return out.join('\n');
    },
  };
}

const java: Printer = {
  filename: 'App.java',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `x = this.${s.name}(x);`;
        case 'self-field': return `x = x + this.${s.name};`;
        case 'function': return `x = App.${s.name}(x);`;
        case 'new-method': return `x = new ${s.cls}().${s.name}(x);`;
        case 'sink': return 'Runtime.getRuntime().exec(x);';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = String.valueOf(x);' : call(s));
    const out = ['package app;', '', 'import javax.servlet.http.*;', ''];
    for (const cls of model.classes) {
      const base = cls.bases[0];
      out.push(`class ${cls.name}${base ? ` extends ${base.qualified ? `lib.${base.name}` : base.name}` : ''} {`);
      for (const m of cls.methods) out.push(`  String ${m.name}(String x) throws Exception {`, ...indent(m.steps.map(call), '    '), '    return x;', '  }');
      out.push('}', '');
    }
    out.push('public class App extends HttpServlet {');
    for (const f of model.functions) out.push(`  static String ${f.name}(String x) throws Exception {`, ...indent(f.steps.map(free), '    '), '    return x;', '  }');
    for (let i = 0; i < model.chain; i++) out.push(`  static String chain${i}(String x) throws Exception {`, i + 1 < model.chain ? `    return chain${i + 1}(x);` : '    Runtime.getRuntime().exec(x); return x;', '  }');
    const first = model.functions[0]?.name;
    out.push('  protected void doGet(HttpServletRequest req, HttpServletResponse res) throws Exception {', '    String q = req.getParameter("q");');
    if (first) out.push(`    ${first}(q);`);
    out.push(`    new ${model.classes[0]!.name}().${model.classes[0]!.methods[0]!.name}(q);`);
    if (model.chain) out.push('    chain0(q);');
    out.push('  }', '}', '');
    return out.join('\n');
  },
};

const go: Printer = {
  filename: 'app.go',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `x = s.${s.name}(x)`;
        case 'self-field': return `x = x + s.${s.name}`;
        case 'function': return `x = ${s.name}(x)`;
        case 'new-method': return `x = (&${s.cls}{}).${s.name}(x)`;
        case 'sink': return 'exec.Command("sh", "-c", x).Run()';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = x + ""' : call(s));
    const out = ['package app', '', 'import (', '\t"net/http"', '\t"os/exec"', '\t"lib"', ')', ''];
    for (const cls of model.classes) {
      // Embedded types are Go's supertypes: a struct embedding itself or another module's namesake.
      out.push(`type ${cls.name} struct {`, ...cls.bases.map((b) => `\t${b.qualified ? `lib.${b.name}` : b.name}`), '\tindent string', '\tname string', '}', '');
      for (const m of cls.methods) out.push(`func (s *${cls.name}) ${m.name}(x string) string {`, ...indent(m.steps.map(call), '\t'), '\treturn x', '}', '');
    }
    for (const f of model.functions) out.push(`func ${f.name}(x string) string {`, ...indent(f.steps.map(free), '\t'), '\treturn x', '}', '');
    for (let i = 0; i < model.chain; i++) out.push(`func chain${i}(x string) string {`, i + 1 < model.chain ? `\treturn chain${i + 1}(x)` : '\texec.Command("sh", "-c", x).Run()\n\treturn x', '}', '');
    const first = model.functions[0]?.name;
    out.push('func handle(w http.ResponseWriter, r *http.Request) {', '\tq := r.URL.Query().Get("q")');
    if (first) out.push(`\t${first}(q)`);
    out.push(`\t(&${model.classes[0]!.name}{}).${model.classes[0]!.methods[0]!.name}(q)`);
    if (model.chain) out.push('\tchain0(q)');
    out.push('}', '');
    return out.join('\n');
  },
};

const php: Printer = {
  filename: 'app.php',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `$x = $this->${s.name}($x);`;
        case 'self-field': return `$x = $x . $this->${s.name};`;
        case 'function': return `$x = ${s.name}($x);`;
        case 'new-method': return `$x = (new ${s.cls}())->${s.name}($x);`;
        case 'sink': return 'system($x);';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? '$x = (string) $x;' : call(s));
    const out = ['<?php', 'namespace App;', ''];
    for (const cls of model.classes) {
      // `class Foo extends \Lib\Foo`: another namespace's class of the same name.
      const base = cls.bases[0];
      out.push(`class ${cls.name}${base ? ` extends ${base.qualified ? `\\Lib\\${base.name}` : base.name}` : ''}`, '{', '    public $indent = 2;', '    public $name = "n";');
      for (const m of cls.methods) out.push(`    public function ${m.name}($x)`, '    {', ...indent(m.steps.map(call), '        '), '        return $x;', '    }');
      out.push('}', '');
    }
    for (const f of model.functions) out.push(`function ${f.name}($x)`, '{', ...indent(f.steps.map(free), '    '), '    return $x;', '}', '');
    for (let i = 0; i < model.chain; i++) out.push(`function chain${i}($x)`, '{', i + 1 < model.chain ? `    return chain${i + 1}($x);` : '    system($x);\n    return $x;', '}', '');
    out.push("$q = $_GET['q'] ?? '';");
    if (model.functions[0]) out.push(`${model.functions[0].name}($q);`);
    out.push(`(new ${model.classes[0]!.name}())->${model.classes[0]!.methods[0]!.name}($q);`);
    if (model.chain) out.push('chain0($q);');
    out.push('');
    return out.join('\n');
  },
};

const csharp: Printer = {
  filename: 'App.cs',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `x = this.${s.name}(x);`;
        case 'self-field': return `x = x + this.${s.name};`;
        case 'function': return `x = App.${s.name}(x);`;
        case 'new-method': return `x = new ${s.cls}().${s.name}(x);`;
        case 'sink': return 'Process.Start("/bin/sh", "-c " + x);';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = x.ToString();' : call(s));
    const out = ['using System.Diagnostics;', 'using Microsoft.AspNetCore.Mvc;', '', 'namespace App;', ''];
    for (const cls of model.classes) {
      // `class Foo : Lib.Foo`: another namespace's class of the same name.
      const bases = cls.bases.map((b) => (b.qualified ? `Lib.${b.name}` : b.name));
      out.push(`public class ${cls.name}${bases.length ? ` : ${bases.join(', ')}` : ''}`, '{', '    public string indent = "  ";', '    public string name = "n";');
      for (const m of cls.methods) out.push(`    public string ${m.name}(string x)`, '    {', ...indent(m.steps.map(call), '        '), '        return x;', '    }');
      out.push('}', '');
    }
    out.push('public class App : ControllerBase', '{');
    for (const f of model.functions) out.push(`    public static string ${f.name}(string x)`, '    {', ...indent(f.steps.map(free), '        '), '        return x;', '    }');
    for (let i = 0; i < model.chain; i++) out.push(`    public static string chain${i}(string x)`, '    {', i + 1 < model.chain ? `        return chain${i + 1}(x);` : '        Process.Start("/bin/sh", "-c " + x);\n        return x;', '    }');
    out.push('    [HttpGet("/go")]', '    public IActionResult Go([FromQuery] string q)', '    {');
    if (model.functions[0]) out.push(`        ${model.functions[0].name}(q);`);
    out.push(`        new ${model.classes[0]!.name}().${model.classes[0]!.methods[0]!.name}(q);`);
    if (model.chain) out.push('        chain0(q);');
    out.push('        return Ok();', '    }', '}', '');
    return out.join('\n');
  },
};

const ruby: Printer = {
  filename: 'app.rb',
  print(model) {
    const call = (s: Step): string => {
      switch (s.kind) {
        case 'self-method': return `x = ${s.name}(x)`;
        case 'self-field': return `x = x + @${s.name}.to_s`;
        case 'function': return `x = ${s.name}(x)`;
        case 'new-method': return `x = ${s.cls}.new(x).${s.name}(x)`;
        case 'sink': return 'system(x)';
      }
    };
    const free = (s: Step) => (s.kind === 'self-method' || s.kind === 'self-field' ? 'x = x.to_s' : call(s));
    const out = ['require "sinatra"', ''];
    for (const cls of model.classes) {
      // One superclass (`class Foo < Lib::Foo` names another module's class); further bases are mixins.
      const [base, ...mixins] = cls.bases.map((b) => (b.qualified ? `Lib::${b.name}` : b.name));
      out.push(`class ${cls.name}${base ? ` < ${base}` : ''}`, ...mixins.map((m) => `  include ${m}`), '  def initialize(x)', '    @name = x', '  end', '');
      for (const m of cls.methods) out.push(`  def ${m.name}(x)`, ...indent(m.steps.map(call), '    '), '    x', '  end', '');
      out.push('end', '');
    }
    for (const f of model.functions) out.push(`def ${f.name}(x)`, ...indent(f.steps.map(free), '  '), '  x', 'end', '');
    for (let i = 0; i < model.chain; i++) out.push(`def chain${i}(x)`, i + 1 < model.chain ? `  chain${i + 1}(x)` : '  system(x)', 'end', '');
    const first = model.functions[0]?.name;
    out.push("get '/go' do", '  q = params[:q]');
    if (first) out.push(`  ${first}(q)`);
    out.push(`  ${model.classes[0]!.name}.new(q).${model.classes[0]!.methods[0]!.name}(q)`);
    if (model.chain) out.push('  chain0(q)');
    out.push("  'ok'", 'end', '');
    return out.join('\n');
  },
};

const PRINTERS: Partial<Record<Language, Printer>> = { python, javascript: curly('javascript'), typescript: curly('typescript'), java, go, php, csharp, ruby };

async function assertReturns(language: Language, printer: Printer, model: ProgramModel): Promise<void> {
  const code = printer.print(model);
  const result = await review({ code, language, filename: printer.filename });
  assert.equal(result.status, 'complete');
  assert.equal(result.partial, false, `a specialist failed on:\n${code}`);
}

describe('hostile program structure: every review returns (issue 16)', function () {
  this.timeout(180_000);

  it('has a printer for every analysed language', () => {
    assert.deepEqual(ANALYSED_LANGUAGES.filter((language) => !PRINTERS[language]), []);
  });

  for (const language of ANALYSED_LANGUAGES) {
    it(`${language}: class hierarchies, call cycles and deep chains`, async () => {
      const printer = PRINTERS[language]!;
      await fc.assert(fc.asyncProperty(program, (model) => assertReturns(language, printer, model)), { numRuns: 25, seed: 16 });
    });
  }

  it("the issue's Python shape: a class named like its base from another module", async () => {
    const code = [
      'import json', 'import os', '', 'class JSONEncoder(json.JSONEncoder):', '    def default(self, o):',
      '        if self.indent:', '            return self.encode_more(o)', '        os.system(o)', '        return super().default(o)', '',
    ].join('\n');
    const result = await review({ code, language: 'python', filename: 'encoder.py' });
    assert.equal(result.partial, false);
  });

  it("the issue's Java shape: class Foo extends b.Foo, and a method only the outside class has", async () => {
    const code = 'package a;\n\nclass Foo extends b.Foo {\n  void run(String s) throws Exception {\n    this.other(s);\n    String t = this.name + s;\n  }\n}\n';
    const result = await review({ code, language: 'java', filename: 'Foo.java' });
    assert.equal(result.partial, false);
  });

  it("the issue's PHP shape: class Foo extends \\Lib\\Foo, and a method only the outside class has", async () => {
    const code = '<?php\nnamespace App;\n\nclass Foo extends \\Lib\\Foo\n{\n    public function run($s)\n    {\n        $this->other($s);\n        $t = $this->name . $s;\n        system($t);\n    }\n}\n';
    const result = await review({ code, language: 'php', filename: 'Foo.php' });
    assert.equal(result.partial, false);
  });

  it('a stack overflow in our own analysis leaves its specialist out (partial), not the review or the runtime', async () => {
    const descend = (node: { parent: unknown }, depth: number): number => descend(node, depth + 1) + depth;
    const overflowing: ScanRule = {
      id: 'python.quality.test-overflow', specialist: 'quality', severity: 'low', languages: ['python'],
      title: 'test', description: 'test', suggestion: 'test',
      scan: (file) => [{ start: descend({ parent: file.tree?.rootNode }, 0), end: 0 }],
    };
    const code = 'def run(data):\n    return eval(data)\n';
    const result = await review({ code, language: 'python', filename: 'run.py' }, { rules: [...ALL_RULES, overflowing], audit: true });
    assert.equal(result.partial, true);
    assert.ok(!result.specialists.some((s) => s.name === 'quality'), 'the quality specialist is left out');
    assert.ok(result.findings.some((f) => f.rule_id === 'python.security.code-injection'), 'the other specialists still report');
    // The parser runtime is intact: the next review parses and finds the same.
    const next = await review({ code, language: 'python', filename: 'run.py' }, { audit: true });
    assert.equal(next.partial, false);
    assert.ok(next.findings.some((f) => f.rule_id === 'python.security.code-injection'));
  });
});
