// corpus: CWE-918 vulnerable — the image proxy route fetches the src search parameter on the server.
import { NextRequest, NextResponse } from "next/server";

export async function GET(request: NextRequest) {
  const src = request.nextUrl.searchParams.get("src");
  if (!src) return NextResponse.json({ error: "missing src" }, { status: 400 });
  const upstream = await fetch(src);
  return new NextResponse(upstream.body, {
    status: upstream.status,
    headers: { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" },
  });
}
