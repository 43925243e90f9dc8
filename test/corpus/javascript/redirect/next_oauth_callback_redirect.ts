// corpus: CWE-601 vulnerable — the callback search parameter becomes the NextResponse.redirect target.
import { NextRequest, NextResponse } from "next/server";

export async function GET(request: NextRequest) {
  const callback = request.nextUrl.searchParams.get("callback");
  const target = new URL(callback ?? "/", request.url);
  const response = NextResponse.redirect(target);
  response.cookies.delete("oauth_state");
  return response;
}
