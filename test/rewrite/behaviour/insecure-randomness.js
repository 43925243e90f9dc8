// behaviour: random tokens drawn from Math.random keep their alphabet and length when drawn from the crypto module
// safe-fixes: javascript.security.insecure-randomness
const crypto = require('crypto');

function createInvite(email) {
  const inviteCode = Math.random().toString(36).slice(2, 10);
  return { email, inviteCode };
}

function createSession(user) {
  const sessionToken = Math.random().toString(16).substring(2, 14);
  return { user, sessionToken, created: crypto.createHash('sha256').update(user).digest('hex').slice(0, 8) };
}

// The values are random: print what callers rely on, their alphabet and length, and that they differ.
const a = createInvite('ada@example.com');
const b = createInvite('grace@example.com');
process.stdout.write(`${a.email} ${/^[0-9a-z]{1,8}$/.test(a.inviteCode)} ${a.inviteCode !== b.inviteCode}\n`);
const session = createSession('ada');
process.stdout.write(`${session.user} ${/^[0-9a-f]{1,12}$/.test(session.sessionToken)} ${session.created}\n`);
