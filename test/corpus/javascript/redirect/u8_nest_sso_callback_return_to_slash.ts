// corpus: CWE-601 vulnerable — ReturnToPolicy only prefixes a slash when one is missing, so a returnTo of "//evil.example" passes unchanged into res.redirect and leaves the site.
import { Controller, Get, Injectable, Query, Res } from "@nestjs/common";
import type { Response } from "express";

@Injectable()
export class ReturnToPolicy {
  private readonly fallback = "/dashboard";

  normalise(raw: string | undefined): string {
    if (!raw) return this.fallback;
    const trimmed = raw.trim();
    if (trimmed.length === 0 || trimmed.length > 512) return this.fallback;
    return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  }
}

@Injectable()
export class SsoSessionService {
  async complete(code: string): Promise<{ sessionId: string }> {
    if (!/^[A-Za-z0-9._-]{20,200}$/.test(code)) throw new Error("bad authorization code");
    return { sessionId: Buffer.from(code).toString("base64url").slice(0, 32) };
  }
}

@Controller("sso")
export class SsoCallbackController {
  constructor(
    private readonly sessions: SsoSessionService,
    private readonly returnTo: ReturnToPolicy,
  ) {}

  @Get("callback")
  async callback(
    @Query("code") code: string,
    @Query("returnTo") returnTo: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const { sessionId } = await this.sessions.complete(code);
    res.cookie("sid", sessionId, { httpOnly: true, secure: true, sameSite: "lax" });
    res.redirect(302, this.returnTo.normalise(returnTo));
  }
}
