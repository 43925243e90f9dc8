const ADMIN = 'admin';

function isAdmin(user) {
  // The role's type is unknown (a number id would compare differently): a suggestion.
  // ruleid: javascript.reliability.loose-equality
  if (user.role === 'admin') {
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
  // A number against text: == converts, and "1" == 1 is true.
  // ruleid: javascript.reliability.loose-equality
  if (user.level === '1') {
    return true;
  }
  // ok: javascript.reliability.loose-equality
  return user.role === 'owner';
}

module.exports = { isAdmin };
