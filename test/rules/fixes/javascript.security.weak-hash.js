const crypto = require('crypto');

function fingerprint(value) {
  // A fingerprint only tells contents apart: not reported.
  // ok: javascript.security.weak-hash
  return crypto.createHash('md5').update(value).digest('hex');
}

function legacyDigest(value) {
  // ruleid: javascript.security.weak-hash@low
  return crypto.createHash('sha256').update(value).digest('base64');
}

function checksum(value) {
  // ok: javascript.security.weak-hash
  return crypto.createHash('sha256').update(value).digest('hex');
}

function signWebhook(secret, body) {
  // ok: javascript.security.weak-hash
  return crypto.createHmac('sha1', secret).update(body).digest('hex');
}

function storedPasswordHash(password) {
  // ruleid: javascript.security.weak-hash
  return crypto.createHash('sha256').update(password).digest('hex');
}

function shortBuildId(manifest) {
  // Cut to eight characters: a name, not a protection.
  // ok: javascript.security.weak-hash
  return crypto.createHash('sha1').update(manifest).digest('hex').slice(0, 8);
}

module.exports = { fingerprint, legacyDigest, checksum, signWebhook, storedPasswordHash, shortBuildId };
