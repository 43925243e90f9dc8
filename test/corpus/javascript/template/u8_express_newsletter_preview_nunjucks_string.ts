// corpus: CWE-1336 vulnerable — the newsletter body posted for preview is handed to NewsletterRenderer, which compiles it as a Nunjucks template with renderString, so template syntax in it runs on the server.
import express, { Request, Response } from "express";
import nunjucks from "nunjucks";

interface Subscriber {
  firstName: string;
  plan: string;
  unsubscribeUrl: string;
}

interface PreviewRequest {
  subject?: string;
  body?: string;
}

class NewsletterRenderer {
  private readonly env: nunjucks.Environment;

  constructor() {
    this.env = new nunjucks.Environment(new nunjucks.FileSystemLoader("views/newsletters"), { autoescape: true });
  }

  preview(source: string, subscriber: Subscriber): string {
    const layout = this.env.render("preview-frame.njk", { subscriber });
    const content = this.env.renderString(source, { subscriber, year: new Date().getFullYear() });
    return layout.replace("<!--content-->", content);
  }
}

const SAMPLE_SUBSCRIBER: Subscriber = {
  firstName: "Ada",
  plan: "team",
  unsubscribeUrl: "https://news.example.com/u/sample",
};

const renderer = new NewsletterRenderer();
const app = express();
app.use(express.json({ limit: "256kb" }));

app.post("/newsletters/preview", (req: Request<unknown, string, PreviewRequest>, res: Response) => {
  const draft = req.body;
  if (!draft.body || draft.body.length > 100_000) {
    res.status(400).send("newsletter body required");
    return;
  }
  res.type("html").send(renderer.preview(draft.body, SAMPLE_SUBSCRIBER));
});

app.listen(3000);
