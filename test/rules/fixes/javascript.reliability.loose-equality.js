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
  // typeof always gives a string: safe.
  // ruleid: javascript.reliability.loose-equality
  if (typeof user.level !== 'number') {
    return false;
  }
  // A length is a number on both sides: safe.
  // ruleid: javascript.reliability.loose-equality
  if (user.tags.length === 0) {
    return false;
  }
  const kind = 'staff';
  // Both constants are strings: safe.
  // ruleid: javascript.reliability.loose-equality
  if (kind === ADMIN) {
    return true;
  }
  // ok: javascript.reliability.loose-equality
  return user.role === 'owner';
}

module.exports = { isAdmin };
