/**
 * What a review worker reviews before its first request (review-worker.ts): a one-line file in every language,
 * which loads each grammar and compiles its queries, and for the common languages a short handler with real
 * problems, which also runs the data flow, the fixes and the rewrite's re-review once — the paths a trivial file
 * leaves cold, and that otherwise cost the first real review of each language a few hundred milliseconds.
 */
import { LANGUAGES, type AnalyzeRequest } from '../../shared/src/contract';

const JAVASCRIPT = `const express = require('express');
const app = express();
app.get('/users', (req, res) => {
  const id = req.query.id;
  db.query("SELECT * FROM users WHERE id = " + id);
  for (var i = 0; i < 3; i++) { console.log(i); }
  if (id == null) { return res.send('<p>' + req.query.name + '</p>'); }
  res.json(JSON.parse(req.body.data));
});
`;

const TYPESCRIPT = `import express from 'express';
const app = express();
app.get('/users', async (req: express.Request, res: express.Response): Promise<void> => {
  const id = req.query.id as string;
  const rows: any = await db.query(\`SELECT * FROM users WHERE id = \${id}\`);
  eval(req.body.code);
  res.send(rows);
});
`;

const PYTHON = `import hashlib
import os

def handler(request, conn):
    name = request.args.get("name")
    conn.execute(f"SELECT * FROM t WHERE name = '{name}'")
    os.system("ls " + name)
    try:
        return hashlib.md5(name.encode()).hexdigest()
    except:
        pass
`;

const GO = `package main

import (
	"database/sql"
	"fmt"
	"net/http"
)

func handler(db *sql.DB, w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("id")
	rows, _ := db.Query(fmt.Sprintf("SELECT * FROM users WHERE id = %s", id))
	defer rows.Close()
	fmt.Fprintf(w, "<p>%s</p>", id)
}
`;

const JAVA = `import java.sql.*;
import javax.servlet.http.*;

public class Users extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String id = req.getParameter("id");
    Statement st = connection.createStatement();
    ResultSet rs = st.executeQuery("SELECT * FROM users WHERE id = " + id);
    resp.getWriter().println("<p>" + id + "</p>");
  }
}
`;

export const WARM_UP_REQUESTS: readonly AnalyzeRequest[] = [
  ...LANGUAGES.map((language) => ({ code: 'x\n', language })),
  { code: JAVASCRIPT, language: 'javascript' },
  { code: TYPESCRIPT, language: 'typescript' },
  { code: TYPESCRIPT, language: 'typescript', filename: 'warm.tsx' },
  { code: PYTHON, language: 'python' },
  { code: GO, language: 'go' },
  { code: JAVA, language: 'java' },
];
