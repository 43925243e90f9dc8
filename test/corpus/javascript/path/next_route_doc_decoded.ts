// corpus: CWE-22 vulnerable — a decoded search parameter is resolved against the docs folder and read without a containment check.
import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const DOCS_ROOT = path.join(process.cwd(), "content", "docs");

export async function GET(request: NextRequest) {
  const doc = decodeURIComponent(request.nextUrl.searchParams.get("doc") ?? "index.md");
  try {
    const markdown = await readFile(path.resolve(DOCS_ROOT, doc), "utf8");
    return new NextResponse(markdown, { headers: { "content-type": "text/markdown" } });
  } catch {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
}
