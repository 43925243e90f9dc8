// corpus: CWE-347 safe — TokenReader passes every bearer token to jwt.verify with the algorithm pinned to HS256 and a secret from the environment, so unsigned or re-signed tokens are rejected.
const express = require("express");
const jwt = require("jsonwebtoken");

class TokenReader {
  constructor({ secret, issuer }) {
    if (!secret) throw new Error("JWT_SECRET is not configured");
    this.secret = secret;
    this.issuer = issuer;
  }

  read(token) {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded) throw new Error("malformed token");
    if (decoded.header.alg === "none") {
      throw new Error("unsigned tokens are not accepted");
    }
    return jwt.verify(token, this.secret, { algorithms: ["HS256"], issuer: this.issuer });
  }
}

const reader = new TokenReader({ secret: process.env.JWT_SECRET, issuer: "acme-auth" });

function authenticate(req, res, next) {
  const header = req.get("authorization") || "";
  const token = header.startsWith("Bearer ") ? header.slice(7) : "";
  try {
    req.user = reader.read(token);
    next();
  } catch (err) {
    res.status(401).json({ error: "invalid token" });
  }
}

function requireRole(role) {
  return (req, res, next) => {
    const roles = Array.isArray(req.user.roles) ? req.user.roles : [];
    if (!roles.includes(role)) return res.status(403).json({ error: "forbidden" });
    next();
  };
}

const app = express();

app.get("/admin/users", authenticate, requireRole("admin"), (req, res) => {
  res.json({ requestedBy: req.user.sub, users: [] });
});

app.listen(3000);
