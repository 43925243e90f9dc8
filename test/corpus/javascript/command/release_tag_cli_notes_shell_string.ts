// corpus: CWE-78 vulnerable — the --notes argument (filled by CI from the merge-request title) is assembled into a git command string that execSync runs through /bin/sh.
import { execSync } from "node:child_process";

interface ReleaseArgs {
  version: string;
  notes: string;
  push: boolean;
}

function parseArgs(argv: string[]): ReleaseArgs {
  const args: ReleaseArgs = { version: "", notes: "", push: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--version") args.version = argv[++i] ?? "";
    else if (arg === "--notes") args.notes = argv[++i] ?? "";
    else if (arg === "--push") args.push = true;
  }
  if (!/^\d+\.\d+\.\d+$/.test(args.version)) {
    throw new Error(`invalid --version "${args.version}", expected MAJOR.MINOR.PATCH`);
  }
  return args;
}

function tagCommand(args: ReleaseArgs): string {
  const message = args.notes || `Release ${args.version}`;
  return `git tag -a v${args.version} -m "${message}"`;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  execSync(tagCommand(args), { stdio: "inherit" });
  if (args.push) {
    execSync(`git push origin v${args.version}`, { stdio: "inherit" });
  }
  console.log(`tagged v${args.version}`);
}

try {
  main();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
