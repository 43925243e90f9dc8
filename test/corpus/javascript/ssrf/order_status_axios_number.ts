// corpus: CWE-918 safe — the order id is a number placed in the path of a fixed internal host.
import express, { Request, Response } from "express";
import axios from "axios";

const ORDERS_API = "https://orders.internal.example.com/v1/orders";
const app = express();

app.get("/orders/:id/status", async (req: Request, res: Response) => {
  const orderId: number = Number(req.params.id);
  if (!Number.isInteger(orderId)) return res.sendStatus(400);
  const { data } = await axios.get(`${ORDERS_API}/${orderId}`, { timeout: 3000 });
  res.json({ id: orderId, status: data.status });
});

app.listen(4000);
