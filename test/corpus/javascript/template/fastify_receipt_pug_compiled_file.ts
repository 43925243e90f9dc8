// corpus: CWE-1336 safe — the pug templates are compiled from fixed files at startup; the request only chooses one by allow-list and supplies data.
import Fastify, { FastifyRequest } from "fastify";
import pug from "pug";
import path from "node:path";

const VIEWS = path.join(__dirname, "views", "receipts");

const compiled = {
  compact: pug.compileFile(path.join(VIEWS, "compact.pug")),
  detailed: pug.compileFile(path.join(VIEWS, "detailed.pug")),
  gift: pug.compileFile(path.join(VIEWS, "gift.pug")),
};

type Layout = keyof typeof compiled;

function chooseLayout(raw: string | undefined): Layout {
  return raw === "detailed" || raw === "gift" ? raw : "compact";
}

interface ReceiptBody {
  layout?: string;
  customerName: string;
  note?: string;
  lines: Array<{ description: string; qty: number; unitCents: number }>;
}

function viewModel(body: ReceiptBody) {
  const lines = (body.lines ?? []).slice(0, 100).map((l) => ({
    description: String(l.description),
    qty: Number(l.qty) || 0,
    unitCents: Number(l.unitCents) || 0,
  }));
  const totalCents = lines.reduce((sum, l) => sum + l.qty * l.unitCents, 0);
  return { customerName: body.customerName, note: body.note ?? "", lines, totalCents };
}

const app = Fastify();

app.post("/receipts/render", async (request: FastifyRequest<{ Body: ReceiptBody }>, reply) => {
  const render = compiled[chooseLayout(request.body.layout)];
  reply.type("text/html; charset=utf-8");
  return render(viewModel(request.body));
});

app.listen({ port: 3000 });
