// corpus: CWE-117 safe — the log line is a constant; the email is used only for the lookup.
import express, { Request, Response } from "express";
import winston from "winston";

const logger = winston.createLogger({ transports: [new winston.transports.Console()] });
const app = express();
app.use(express.json());

async function queueResetEmail(email: string): Promise<void> {
  await fetch("https://mailer.internal.example.com/v1/reset", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
}

app.post("/password/forgot", async (req: Request, res: Response) => {
  await queueResetEmail(String(req.body.email));
  logger.info("password reset email queued");
  res.status(202).json({ accepted: true });
});

app.listen(4000);
