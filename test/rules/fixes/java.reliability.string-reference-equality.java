class Roles {
    boolean isAdmin(String role) {
        // ruleid: java.reliability.string-reference-equality
        if ("admin".equals(role)) {
            return true;
        }
        // ok: java.reliability.string-reference-equality
        return "owner".equals(role) || role == null;
    }
}
