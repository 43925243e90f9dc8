// corpus: CWE-347 vulnerable — TokenReader accepts bearer tokens whose header says alg "none" by decoding them without any signature check, so a forged {"sub":"admin"} token is trusted.
const express = require("express");
const jwt = require("jsonwebtoken");

class TokenReader {
  constructor({ secret, issuer }) {
    this.secret = secret;
    this.issuer = issuer;
  }

  read(token) {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded) throw new Error("malformed token");
    if (decoded.header.alg === "none") {
      // tokens minted by the 2.x mobile app were never signed; keep them working until it is retired
      return decoded.payload;
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
