const logger = require('./logger');

function checkout(cart) {
  // ruleid: javascript.quality.debug-output
  // ruleid: javascript.quality.debug-output
  // The argument does work (it saves): removing the line would lose it. Reported, not rewritten.
  // ruleid: javascript.quality.debug-output
  console.log('saved', saveCart(cart));
  // ok: javascript.quality.debug-output
  console.error('checkout started');
  // ok: javascript.quality.debug-output
  logger.debug('checkout', { id: cart.id });
  // ok: javascript.quality.debug-output
  const log = console.log.bind(console);
  return { count: cart.items.length, log };
}

function saveCart(cart) {
  return cart.id;
}

function logDebug(message) {
  // ok: javascript.quality.debug-output
  console.debug(`[shop] ${message}`);
}

function summary(totals) {
  // eslint-disable-next-line no-console -- ok: javascript.quality.debug-output
  console.log(totals);
}

module.exports = { checkout, logDebug, summary };
