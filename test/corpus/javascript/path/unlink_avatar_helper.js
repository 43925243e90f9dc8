// corpus: CWE-22 vulnerable — a helper joins the body's avatar name to the avatar folder and the result is unlinked.
const express = require("express");
const fs = require("fs");
const path = require("path");

const AVATAR_DIR = path.join(__dirname, "public", "avatars");
const app = express();
app.use(express.json());

function avatarPath(fileName) {
  return path.join(AVATAR_DIR, fileName);
}

app.delete("/profile/avatar", (req, res) => {
  fs.unlink(avatarPath(req.body.avatar), (err) => {
    if (err) return res.status(404).json({ error: "no such avatar" });
    res.sendStatus(204);
  });
});

app.listen(3000);
