// corpus: CWE-89 vulnerable — a search parameter is concatenated into the string given to prisma.$queryRawUnsafe.
import { NextRequest, NextResponse } from "next/server";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

export async function GET(request: NextRequest) {
  const tag = request.nextUrl.searchParams.get("tag") ?? "";
  const posts = await prisma.$queryRawUnsafe(
    "SELECT p.id, p.title FROM posts p JOIN post_tags t ON t.post_id = p.id WHERE t.name = '" + tag + "'"
  );
  return NextResponse.json(posts);
}
