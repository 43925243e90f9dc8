// corpus: CWE-22 vulnerable — the helper only strips leading slashes from the body's backup name, so "../" sequences still reach fs.unlink.
const express = require("express");
const fs = require("node:fs/promises");
const path = require("node:path");

const BACKUP_DIR = process.env.BACKUP_DIR || "/var/backups/app";

function cleanName(name) {
  return String(name).trim().replace(/^\/+/, "");
}

function backupPath(name) {
  return path.normalize(path.join(BACKUP_DIR, cleanName(name)));
}

class BackupManager {
  async list() {
    const entries = await fs.readdir(BACKUP_DIR, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && e.name.endsWith(".tar.zst")).map((e) => e.name);
  }

  async remove(name) {
    const target = backupPath(name);
    await fs.unlink(target);
    return target;
  }
}

const backups = new BackupManager();
const app = express();
app.use(express.json());

app.get("/admin/backups", async (req, res) => {
  res.json({ backups: await backups.list() });
});

app.delete("/admin/backups", async (req, res) => {
  if (!req.body || !req.body.name) return res.status(400).json({ error: "name required" });
  try {
    const removed = await backups.remove(req.body.name);
    res.json({ removed: path.basename(removed) });
  } catch (err) {
    res.status(404).json({ error: "backup not found" });
  }
});

app.listen(8080);
