// corpus: CWE-943 vulnerable — req.query.status and req.query.coupon are copied unchanged into the filter object OrderRepository hands to Order.find, so ?coupon[$ne]= turns them into query operators.
const express = require("express");
const mongoose = require("mongoose");

const orderSchema = new mongoose.Schema({
  customerId: { type: mongoose.Schema.Types.ObjectId, index: true },
  status: String,
  coupon: String,
  total: Number,
  createdAt: { type: Date, default: Date.now },
});
const Order = mongoose.model("Order", orderSchema);

class OrderRepository {
  constructor(model) {
    this.model = model;
  }

  findForCustomer(customerId, filter) {
    const criteria = { customerId };
    if (filter.status) criteria.status = filter.status;
    if (filter.coupon) criteria.coupon = filter.coupon;
    return this.model.find(criteria).sort({ createdAt: -1 }).limit(filter.limit).lean();
  }
}

function listFilterFrom(query) {
  const limit = Number.parseInt(query.limit, 10);
  return {
    status: query.status,
    coupon: query.coupon,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 200) : 50,
  };
}

function requireCustomer(req, res, next) {
  if (!req.get("x-customer-id")) return res.status(401).end();
  req.customerId = new mongoose.Types.ObjectId(req.get("x-customer-id"));
  return next();
}

const orders = new OrderRepository(Order);
const app = express();
// Nested filters such as ?total[gte]=10 are parsed into objects for the admin search pages.
app.set("query parser", "extended");

app.get("/me/orders", requireCustomer, async (req, res, next) => {
  try {
    const found = await orders.findForCustomer(req.customerId, listFilterFrom(req.query));
    res.json({ orders: found });
  } catch (err) {
    next(err);
  }
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3000));
