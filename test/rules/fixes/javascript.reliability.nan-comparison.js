function parseAmount(text) {
  const value = Number(text);
  // ruleid: javascript.reliability.nan-comparison
  if (Number.isNaN(value)) {
    return 0;
  }
  // ruleid: javascript.reliability.nan-comparison
  if (!Number.isNaN(value * 2)) {
    return value;
  }
  // ok: javascript.reliability.nan-comparison
  if (Number.isNaN(value)) {
    return 0;
  }
  return value;
}

module.exports = { parseAmount };
