function pageNumber(query) {
  // Text of unknown origin could be meant as 0x…: a suggestion.
  // ruleid: javascript.reliability.parseint-radix
  const page = parseInt(query.page, 10);
  // ruleid: javascript.reliability.parseint-radix
  const offset = Number.parseInt(query.offset || '0', 10);
  // ok: javascript.reliability.parseint-radix
  const size = parseInt(query.size, 10);
  // ok: javascript.reliability.parseint-radix
  const color = parseInt(query.color, 16);
  return { page, offset, size, color };
}

function handler(req, res) {
  // Request input read as hexadecimal is the defect itself: safe.
  // ruleid: javascript.reliability.parseint-radix
  const limit = parseInt(req.query.limit || '20', 10);
  // A number's text never starts with 0x: safe.
  // ruleid: javascript.reliability.parseint-radix
  const rounded = parseInt(limit / 3, 10);
  // The written text starts with a digit: safe.
  // ruleid: javascript.reliability.parseint-radix
  const version = parseInt(`2${req.headers['x-minor']}`, 10);
  res.json({ limit, rounded, version });
}

module.exports = { pageNumber, handler };
