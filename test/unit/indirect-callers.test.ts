import assert from 'node:assert/strict';
import { review } from '../../shared/src/review';

describe('callers found through a language\'s indirect-caller table', () => {
  // A method named like an Object.prototype member (toString, constructor) once made the table lookup return a
  // function, and the security specialist died on every such file (partial reviews of Symfony's constraints).
  for (const name of ['toString', 'constructor', 'valueOf', 'hasOwnProperty']) {
    it(`reviews a PHP class with a ${name}() method in full, and still finds the injection`, async () => {
      const code = `<?php\nfinal class Probe\n{\n    public function ${name}(): string\n    {\n        $this->run();\n        return 'probe';\n    }\n\n    public function run(): void\n    {\n        system('ping ' . $_GET['host']);\n    }\n}\n`;
      const result = await review({ code, language: 'php' });
      assert.equal(result.partial, false, result.summary);
      assert.deepEqual(result.findings.filter((f) => f.rule_id === 'php.security.command-injection').map((f) => [f.line, f.severity]), [[12, 'critical']]);
    });
  }
});
