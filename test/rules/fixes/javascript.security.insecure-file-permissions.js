'use strict';
// Keeps rendered reports and upload spools on the local disk of a shared worker host.
const fs = require('fs');
const fsp = require('fs').promises;
const path = require('path');
const { chmodSync, mkdirSync } = require('fs');

const SHARED_MODE = 0o777;
const PRIVATE_MODE = 0o600;
const SPOOL_MODE = 0o1777;
const PUBLIC_FILE = { mode: 0o666, flag: 'w' };
const OWNER_FILE = { mode: 0o644 };

class ReportStore {
  constructor(root) {
    this.root = root;
  }

  prepare() {
    // ok: javascript.security.insecure-file-permissions
    fs.mkdirSync(path.join(this.root, 'incoming'), { recursive: true, mode: 0o777 });
    // ok: javascript.security.insecure-file-permissions
    fs.mkdirSync(path.join(this.root, 'published'), { recursive: true, mode: 0o755 });
    // ok: javascript.security.insecure-file-permissions
    mkdirSync(path.join(this.root, 'team'), 0o775);
    // ok: javascript.security.insecure-file-permissions
    mkdirSync(path.join(this.root, 'spool'), SPOOL_MODE);
    // ok: javascript.security.insecure-file-permissions
    fs.mkdirSync(path.join(this.root, 'cache'), { recursive: true });
  }

  publish(name, html) {
    const target = path.join(this.root, 'published', name);
    // ok: javascript.security.insecure-file-permissions
    fs.writeFileSync(target, html, PUBLIC_FILE);
    // ok: javascript.security.insecure-file-permissions
    fs.writeFileSync(target, html, OWNER_FILE);
    // ok: javascript.security.insecure-file-permissions
    fs.writeFileSync(target, html, 'utf8');
    // ruleid: javascript.security.insecure-file-permissions
    chmodSync(target, '775');
    // ok: javascript.security.insecure-file-permissions
    chmodSync(target, '644');
    return target;
  }

  share(target, done) {
    // ruleid: javascript.security.insecure-file-permissions
    fs.chmod(target, SHARED_MODE, done);
  }

  protect(target, done) {
    // ok: javascript.security.insecure-file-permissions
    fs.chmod(target, PRIVATE_MODE, done);
  }

  async appendAudit(line) {
    // ok: javascript.security.insecure-file-permissions
    await fsp.appendFile(path.join(this.root, 'audit.log'), `${line}\n`, { mode: 0o666 });
    // ok: javascript.security.insecure-file-permissions
    await fsp.appendFile(path.join(this.root, 'audit.log'), `${line}\n`, { mode: 0o640 });
  }

  async openLock(name) {
    // ok: javascript.security.insecure-file-permissions
    const handle = await fs.promises.open(path.join(this.root, name), 'wx', 438);
    // ok: javascript.security.insecure-file-permissions
    const privateHandle = await fs.promises.open(path.join(this.root, `${name}.key`), 'wx', 0o600);
    return [handle, privateHandle];
  }

  stream(name) {
    // ok: javascript.security.insecure-file-permissions
    return fs.createWriteStream(path.join(this.root, name), { flags: 'a', mode: parseInt('666', 8) });
  }

  apply(target, mode) {
    // ok: javascript.security.insecure-file-permissions
    fs.chmodSync(target, mode);
  }
}

function currentUmask() {
  // ok: javascript.security.insecure-file-permissions
  const mask = process.umask(0);
  process.umask(mask);
  return mask;
}

function startDaemon() {
  // ruleid: javascript.security.insecure-file-permissions
  process.umask(0);
  // ok: javascript.security.insecure-file-permissions
  process.umask(0o027);
}

module.exports = { ReportStore, currentUmask, startDaemon };

// A mode handed to a writer at construction is the mode its methods use.
class SpoolWriter {
  constructor(root, mode) {
    this.root = root;
    this.mode = mode;
  }

  async publish(file) {
    // ruleid: javascript.security.insecure-file-permissions
    await fs.promises.chmod(file, this.mode);
  }
}

class PrivateWriter {
  constructor(mode) {
    this.mode = mode;
  }

  async publish(file) {
    // ok: javascript.security.insecure-file-permissions
    await fs.promises.chmod(file, this.mode);
  }
}
const spool = new SpoolWriter('/var/spool/app', 0o777);
const privateSpool = new PrivateWriter(0o600);
module.exports.writers = { spool, privateSpool };
