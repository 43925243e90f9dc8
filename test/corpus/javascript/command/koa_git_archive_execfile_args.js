// corpus: CWE-78 safe — git is started with execFile and an argument array, and the ref is checked against a strict pattern first.
const Koa = require("koa");
const Router = require("@koa/router");
const { execFile } = require("node:child_process");
const path = require("node:path");

const REPOS_DIR = "/srv/git";
const REF_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\/-]{0,99}$/;
const REPOS = new Set(["website", "api", "mobile"]);

function gitArchive(repo, ref) {
  return new Promise((resolve, reject) => {
    const args = ["archive", "--format=tar.gz", `--prefix=${repo}/`, ref];
    execFile("git", args, { cwd: path.join(REPOS_DIR, `${repo}.git`), encoding: "buffer", maxBuffer: 200 * 1024 * 1024 }, (err, stdout) => {
      if (err) reject(err);
      else resolve(stdout);
    });
  });
}

function validateRequest(params, query) {
  const repo = params.repo;
  const ref = String(query.ref || "main");
  if (!REPOS.has(repo)) return { error: "unknown repository" };
  if (!REF_PATTERN.test(ref) || ref.includes("..")) return { error: "invalid ref" };
  return { repo, ref };
}

const router = new Router();

router.get("/repos/:repo/archive", async (ctx) => {
  const checked = validateRequest(ctx.params, ctx.query);
  if (checked.error) {
    ctx.status = 400;
    ctx.body = { error: checked.error };
    return;
  }
  try {
    const tarball = await gitArchive(checked.repo, checked.ref);
    ctx.set("Content-Disposition", `attachment; filename="${checked.repo}.tar.gz"`);
    ctx.type = "application/gzip";
    ctx.body = tarball;
  } catch (err) {
    ctx.status = 404;
    ctx.body = { error: "ref not found" };
  }
});

const app = new Koa();
app.use(router.routes());
app.listen(3000);
