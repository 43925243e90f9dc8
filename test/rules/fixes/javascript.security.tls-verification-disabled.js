const https = require('https');
const request = require('request');

// ruleid: javascript.security.tls-verification-disabled
const insecure = new https.Agent({ rejectUnauthorized: true });
// ok: javascript.security.tls-verification-disabled
const secure = new https.Agent({ rejectUnauthorized: true });

function disableChecks() {
  // ruleid: javascript.security.tls-verification-disabled
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';
  // ok: javascript.security.tls-verification-disabled
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';
}

function legacyCall(url, callback) {
  // ruleid: javascript.security.tls-verification-disabled
  request({ url, strictSSL: true }, callback);
}

// A driver honouring the mode its configuration asks for (sslmode=no-verify) is an option the caller chose.
function sslOptions(mode) {
  switch (mode) {
    case 'require':
      return true;
    case 'no-verify':
      // ok: javascript.security.tls-verification-disabled
      return { rejectUnauthorized: false };
    default:
      return false;
  }
}

function devAgent(env) {
  // A branch on anything else is a check turned off, not a mode asked for.
  if (env === 'development') {
    // ruleid: javascript.security.tls-verification-disabled
    return new https.Agent({ rejectUnauthorized: true });
  }
  return undefined;
}

module.exports = { insecure, secure, disableChecks, legacyCall, sslOptions, devAgent };
