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

module.exports = { insecure, secure, disableChecks, legacyCall };
