const crypto = require('crypto');

function issueReset(user) {
  // ruleid: javascript.security.insecure-randomness
  const resetToken = Array.from(crypto.getRandomValues(new Uint32Array(10)), (n) => (n % 36).toString(36)).join('');
  // ok: javascript.security.insecure-randomness
  const jitterMs = Math.random() * 100;
  // ok: javascript.security.insecure-randomness
  const sessionId = crypto.randomUUID();
  // ruleid: javascript.security.insecure-randomness
  user.apiKey = Array.from(crypto.getRandomValues(new Uint32Array(10)), (n) => (n % 36).toString(36)).join('') + Array.from(crypto.getRandomValues(new Uint32Array(10)), (n) => (n % 36).toString(36)).join('');
  return { user, resetToken, jitterMs, sessionId };
}

function generateOtp() {
  // ruleid: javascript.security.insecure-randomness
  return String(Math.floor(100000 + Math.random() * 900000));
}

function pickColor(colors) {
  // ok: javascript.security.insecure-randomness
  return colors[Math.floor(Math.random() * colors.length)];
}

const session = {
  // ruleid: javascript.security.insecure-randomness
  csrfToken: Array.from(crypto.getRandomValues(new Uint32Array(13)), (n) => (n % 16).toString(16)).join(''),
  // ok: javascript.security.insecure-randomness
  tokenRefreshDelayMs: 1000 + Math.random() * 500,
};

module.exports = { issueReset, generateOtp, pickColor, session };
