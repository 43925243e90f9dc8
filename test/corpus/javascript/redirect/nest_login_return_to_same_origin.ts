// corpus: CWE-601 safe — the returnTo value is resolved against the app origin and the redirect uses the resolved absolute URL only when its origin is the app's own.
import { Body, Controller, Injectable, Post, Res, UnauthorizedException } from "@nestjs/common";
import type { Response } from "express";

const APP_ORIGIN = "https://app.example.com";

function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== "string" || candidate.length === 0) return "/dashboard";
  let parsed: URL;
  try {
    parsed = new URL(candidate, APP_ORIGIN);
  } catch {
    return "/dashboard";
  }
  if (parsed.origin !== APP_ORIGIN) return "/dashboard";
  return parsed.href;
}

export class LoginDto {
  email!: string;
  password!: string;
  returnTo?: string;
}

@Injectable()
export class SessionService {
  async login(email: string, password: string): Promise<string | null> {
    if (!email || password.length < 8) return null;
    return Buffer.from(`${email}:${Date.now()}`).toString("base64url");
  }
}

@Controller("auth")
export class LoginController {
  constructor(private readonly sessions: SessionService) {}

  @Post("login")
  async login(@Body() dto: LoginDto, @Res() res: Response) {
    const token = await this.sessions.login(dto.email, dto.password);
    if (!token) throw new UnauthorizedException();
    res.cookie("sid", token, { httpOnly: true, secure: true, sameSite: "lax" });
    res.redirect(303, safeReturnPath(dto.returnTo));
  }
}
