// corpus: CWE-79 safe — the email and list name from the query are passed through an HTML-escaping helper before being placed in the page.
import { Controller, Get, Header, Injectable, Query } from "@nestjs/common";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

@Injectable()
export class UnsubscribePageService {
  page(email: string, list: string, token: string): string {
    return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Unsubscribe</title></head>
<body>
  <main>
    <h1>Unsubscribe ${esc(email)}?</h1>
    <p>You will no longer receive messages from <strong>${esc(list)}</strong>.</p>
    <form method="post" action="/mail/unsubscribe">
      <input type="hidden" name="email" value="${esc(email)}">
      <input type="hidden" name="token" value="${esc(token)}">
      <button type="submit">Confirm</button>
    </form>
  </main>
</body>
</html>`;
  }
}

@Controller("mail")
export class UnsubscribeController {
  constructor(private readonly pages: UnsubscribePageService) {}

  @Get("unsubscribe")
  @Header("Content-Type", "text/html; charset=utf-8")
  confirm(@Query("email") email = "", @Query("list") list = "newsletter", @Query("t") token = "") {
    return this.pages.page(email, list, token);
  }
}
