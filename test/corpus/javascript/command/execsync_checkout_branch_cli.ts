// corpus: CWE-78 vulnerable — a branch name from process.argv is interpolated into a command string for execSync.
import { execSync } from "node:child_process";

const branch = process.argv[2];
if (!branch) {
  console.error("usage: release-prep <branch>");
  process.exit(1);
}

const repoDir = process.env.RELEASE_REPO ?? "/srv/release";
execSync(`git -C ${repoDir} fetch origin && git -C ${repoDir} checkout ${branch}`, { stdio: "inherit" });
console.log(`checked out ${branch} in ${repoDir}`);
