// corpus: CWE-89 safe — prisma.$queryRaw is a tagged template, so the interpolated id becomes a bound parameter.
import { NextRequest, NextResponse } from "next/server";
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

export async function GET(request: NextRequest) {
  const authorId = request.nextUrl.searchParams.get("author") ?? "";
  const posts = await prisma.$queryRaw`
    SELECT id, title, created_at FROM posts WHERE author_id = ${authorId} ORDER BY created_at DESC
  `;
  return NextResponse.json(posts);
}
