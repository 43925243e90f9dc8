// corpus: CWE-79 safe — the HTML fragment only contains a parsed page number and a category picked from a constant list.
import type { NextApiRequest, NextApiResponse } from "next";

const CATEGORIES = ["books", "music", "games", "garden"] as const;
const MAX_PAGE = 500;
type Category = (typeof CATEGORIES)[number];

function pickCategory(raw: unknown): Category {
  const value = String(raw ?? "");
  return (CATEGORIES as readonly string[]).includes(value) ? (value as Category) : "books";
}

function pageNumber(raw: unknown): number {
  const n = Number.parseInt(String(raw ?? "1"), 10);
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, MAX_PAGE);
}

function pager(category: Category, page: number): string {
  const prev = page > 1 ? `<a rel="prev" href="/catalog/${category}?page=${page - 1}">Previous</a>` : "";
  const next =
    page >= MAX_PAGE ? "" : `<a rel="next" href="/catalog/${category}?page=${page + 1}">Next</a>`;
  return `<nav class="pager" data-category="${category}">${prev}<span>Page ${page}</span>${next}</nav>`;
}

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  const category = pickCategory(req.query.category);
  const page = pageNumber(req.query.page);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "s-maxage=60");
  res.status(200).send(pager(category, page));
}
