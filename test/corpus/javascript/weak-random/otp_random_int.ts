// corpus: CWE-330 safe — the one-time code is drawn with crypto.randomInt.
import express, { Request, Response } from "express";
import { randomInt } from "node:crypto";
import { saveOtp, sendSms } from "./otp-service";

const app = express();
app.use(express.json());

app.post("/auth/otp", async (req: Request, res: Response) => {
  const phone = String(req.body.phone);
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  await saveOtp(phone, code, Date.now() + 5 * 60 * 1000);
  await sendSms(phone, `Your sign-in code is ${code}`);
  res.status(202).json({ sent: true });
});

app.listen(4000);
