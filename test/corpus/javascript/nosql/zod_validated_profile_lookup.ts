// corpus: CWE-943 safe — the body is parsed with a zod schema that only allows a plain string username.
import express, { Request, Response } from "express";
import mongoose from "mongoose";
import { z } from "zod";

const Profile = mongoose.model("Profile", new mongoose.Schema({ username: String, bio: String }));
const LookupBody = z.object({ username: z.string().min(3).max(40) });
const app = express();
app.use(express.json());

app.post("/profiles/lookup", async (req: Request, res: Response) => {
  const parsed = LookupBody.safeParse(req.body);
  if (!parsed.success) return res.status(400).json({ error: "invalid body" });
  const profile = await Profile.findOne({ username: parsed.data.username }).lean();
  res.json(profile ?? {});
});

app.listen(4000);
