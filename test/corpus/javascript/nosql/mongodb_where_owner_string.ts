// corpus: CWE-943 vulnerable — the owner query parameter is interpolated into a $where JavaScript expression.
import express, { Request, Response } from "express";
import { MongoClient } from "mongodb";

const client = new MongoClient(process.env.MONGO_URL ?? "mongodb://localhost:27017");
const app = express();

app.get("/projects", async (req: Request, res: Response) => {
  const owner = req.query.owner as string;
  const projects = await client
    .db("workspace")
    .collection("projects")
    .find({ $where: `this.owner == '${owner}' && !this.archived` })
    .toArray();
  res.json(projects);
});

app.listen(4000);
