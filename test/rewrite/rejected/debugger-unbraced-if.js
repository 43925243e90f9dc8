// rejected: deleting a debugger statement that is the unbraced body of an if would make the return its body
// keeps-all: debugger;
function check(flag) {
  if (flag)
    debugger;
  return flag ? 'on' : 'off';
}
module.exports = { check };
