// corpus: CWE-117 safe — only the numeric notification id parsed with parseInt is written to the log.
const express = require("express");

const app = express();

app.delete("/notifications/:id", (req, res) => {
  const notificationId = parseInt(req.params.id, 10);
  if (Number.isNaN(notificationId)) return res.sendStatus(400);
  console.log("dismissed notification " + notificationId);
  res.sendStatus(204);
});

app.listen(3000);
