// corpus: CWE-78 safe — the operator's OFFSITE_RCLONE_CONFIG path is used whole as one element of an execFileSync argument vector next to constant source and remote names.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

interface SyncPlan {
  configPath: string;
  source: string;
  remote: string;
  dryRun: boolean;
}

const DEFAULT_CONFIG = "/etc/offsite/rclone.conf";

function loadPlan(env: NodeJS.ProcessEnv, argv: string[]): SyncPlan {
  const configPath = env.OFFSITE_RCLONE_CONFIG || DEFAULT_CONFIG;
  if (!existsSync(configPath)) {
    throw new Error(`rclone config not found at ${configPath}`);
  }
  return {
    configPath,
    source: "/var/backups/nightly",
    remote: "offsite:company-backups/nightly",
    dryRun: argv.includes("--dry-run"),
  };
}

function rcloneArgs(plan: SyncPlan): string[] {
  const args = ["--config", plan.configPath, "sync", plan.source, plan.remote, "--transfers", "4"];
  if (plan.dryRun) args.push("--dry-run");
  return args;
}

function main(): void {
  const plan = loadPlan(process.env, process.argv.slice(2));
  execFileSync("rclone", rcloneArgs(plan), { stdio: "inherit" });
  console.log(`synced ${plan.source} to ${plan.remote}${plan.dryRun ? " (dry run)" : ""}`);
}

try {
  main();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
