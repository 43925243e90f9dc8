function counter(start) {
  let n = start;
  const bump = (by = 1) => { n += by; return n; };
  const obj = { bump, reset() { n = 0; } };
  try {
    JSON.parse(String(n));
  } catch (e) {
    throw new Error('bad: ' + e.message);
  }
  return n > 3 ? obj : [bump(2), ...arguments];
}
module.exports = { counter };
