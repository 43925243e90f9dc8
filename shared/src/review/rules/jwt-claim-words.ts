/**
 * The words every language's reading of unverified JWT claims goes by (`languages/<id>/rules/jwt-claims.ts`): which
 * claims decide access, which functions hand back the caller's identity, where a middleware keeps it.
 */

/** Claims that decide what the caller may do: comparing one is an authorization check (`exp`, `iat` and ids are not). */
export const AUTHZ_CLAIM = /^(roles?|admin|is_?admin|scopes?|permissions?|perms|groups?|authorities|privileges?|tenant(_?id)?|org(_?id)?|access_?level)$/i;

/** Functions whose result is the caller's identity: returning unverified claims from them trusts the claims. */
export const AUTH_FUNCTION = /verif|validat|authent|authori[sz]|current_?user|principal|require_?(auth|role|admin|user)|check_?auth|ensure_?auth/i;

/** Request or context slots that carry the caller's identity to the handlers after a middleware (`req.user`, `request["user_id"]`). */
export const IDENTITY_SLOT = /^(user|auth|identity|principal|claims|current_?user|user_?id|uid|account|account_?id|sub|roles?|permissions|scopes?|tenant(_?id)?|jwt|jwt_?payload|token_?payload|payload|decoded)$/i;
