// corpus: CWE-22 safe — the locale must be one of a constant list and the slug must match a strict pattern before either is joined into a path.
import { NextRequest, NextResponse } from "next/server";
import { readFile } from "node:fs/promises";
import path from "node:path";

const CONTENT_ROOT = path.join(process.cwd(), "content", "docs");
const LOCALES = ["en", "de", "fr", "ja"];

function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

function pickLocale(value: string | null): string {
  return value && LOCALES.includes(value) ? value : "en";
}

async function loadDoc(locale: string, slug: string) {
  const file = path.join(CONTENT_ROOT, locale, `${slug}.md`);
  try {
    return await readFile(file, "utf8");
  } catch {
    return null;
  }
}

export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const slug = params.get("slug") ?? "";
  if (!isSlug(slug)) {
    return NextResponse.json({ error: "invalid slug" }, { status: 400 });
  }
  const locale = pickLocale(params.get("locale"));
  const markdown = (await loadDoc(locale, slug)) ?? (locale !== "en" ? await loadDoc("en", slug) : null);
  if (markdown === null) {
    return NextResponse.json({ error: "not found" }, { status: 404 });
  }
  return NextResponse.json({ slug, locale, markdown });
}
