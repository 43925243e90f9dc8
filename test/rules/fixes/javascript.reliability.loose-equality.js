const ADMIN = 'admin';
var ADMIN_TAG = '[object Admin]';
var roleTag = String(Object.prototype.toString.call(ADMIN));

function isAdmin(user) {
  // Text that reads as no number is loosely equal to that text alone: no number or boolean converts to 'admin'.
  // ok: javascript.reliability.loose-equality
  if (user.role == 'admin') {
    return true;
  }
  // Neither type is known: nothing says == converts anything (ESLint's eqeqeq is the project's own choice).
  // ok: javascript.reliability.loose-equality
  if (user.team == user.manager.team) {
    return true;
  }
  // ES5 constants are vars the file never assigns again: both sides are text.
  // ok: javascript.reliability.loose-equality
  if (roleTag == ADMIN_TAG) {
    return true;
  }
  // ok: javascript.reliability.loose-equality
  if (user.manager == null) {
    return false;
  }
  // ok: javascript.reliability.loose-equality
  if (null != user.team) {
    return false;
  }
  // ok: javascript.reliability.loose-equality
  if (user.deletedAt != undefined) {
    return false;
  }
  // typeof always gives a string: == converts nothing, so it is === already.
  // ok: javascript.reliability.loose-equality
  if (typeof user.level != 'number') {
    return false;
  }
  // A length is a number on both sides.
  // ok: javascript.reliability.loose-equality
  if (user.tags.length == 0) {
    return false;
  }
  const kind = 'staff';
  // Both constants are strings.
  // ok: javascript.reliability.loose-equality
  if (kind == ADMIN) {
    return true;
  }
  // The code's own value against a number: its author knows the type.
  // ok: javascript.reliability.loose-equality
  if (user.level == 1) {
    return true;
  }
  // Text against a number: == converts, whatever either holds.
  // ruleid: javascript.reliability.loose-equality
  if (String(user.level) === 1) {
    return true;
  }
  // ok: javascript.reliability.loose-equality
  return user.role === 'owner';
}

function listOrders(req, res) {
  // A page number from the query string is text: == 0 is also true for '' and ' '.
  // ruleid: javascript.reliability.loose-equality
  if (req.query.page === 0) {
    return res.redirect('/orders');
  }
  // A JSON field may be a number or its text: == '1' is true for both.
  // ruleid: javascript.reliability.loose-equality
  const archived = req.body.archived === '1';
  return res.json({ archived });
}

module.exports = { isAdmin, listOrders };
