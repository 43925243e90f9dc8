#!/usr/bin/env node
// A command-line tool prints its results: console.log is its output, not leftover debugging.
const { readFileSync } = require('fs');

const lines = readFileSync(process.argv[2], 'utf8').split('\n');
// ok: javascript.quality.debug-output
console.log(`${lines.length} lines`);
