// behaviour: certificate checks switched back on; servers with valid certificates are reached exactly as before
// safe-fixes: javascript.security.tls-verification-disabled
const agentOptions = { keepAlive: true, rejectUnauthorized: false };

function configure() {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

/**
 * A stand-in for the TLS handshake: a server whose certificate does not verify is refused unless verification
 * was switched off by the options or by NODE_TLS_REJECT_UNAUTHORIZED=0, as Node does it.
 */
function connect(options, server) {
  const verify = options.rejectUnauthorized !== false && process.env.NODE_TLS_REJECT_UNAUTHORIZED !== '0';
  if (verify && !server.certificateValid) return `refused ${server.host}`;
  return `connected to ${server.host} (keep-alive ${options.keepAlive})`;
}

configure();
for (const host of ['api.example.com', 'payments.example.org']) {
  process.stdout.write(`${connect(agentOptions, { host, certificateValid: true })}\n`);
}
