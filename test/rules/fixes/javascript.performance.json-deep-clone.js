function snapshot(state) {
  // ruleid: javascript.performance.json-deep-clone
  const copy = structuredClone(state);
  // ruleid: javascript.performance.json-deep-clone
  const history = [...state.history, structuredClone(state.current)];
  // ok: javascript.performance.json-deep-clone
  const parsed = JSON.parse(state.raw);
  // ok: javascript.performance.json-deep-clone
  const wire = JSON.parse(JSON.stringify(state, (key, value) => (key === 'secret' ? undefined : value)));
  return { copy, history, parsed, wire };
}

module.exports = { snapshot };
