// rejected: a var named like the catch parameter is allowed, a let of that name is a redeclaration (no fix at all)
// keeps-all: var error = 
function safeParse(text) {
  try {
    return JSON.parse(text);
  } catch (error) {
    var error = new Error(`bad JSON: ${text}`);
    return error.message;
  }
}
module.exports = { safeParse };
