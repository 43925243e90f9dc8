// corpus: CWE-330 vulnerable — MagicLinkService signs users in with a token built by TokenFactory from Math.random, which is predictable, and stores it with Prisma as the login secret.
import { Body, Controller, HttpCode, Injectable, Post } from "@nestjs/common";
import { PrismaClient } from "@prisma/client";

@Injectable()
export class PrismaService extends PrismaClient {}

@Injectable()
export class TokenFactory {
  private readonly alphabet = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

  create(length: number): string {
    let token = "";
    for (let i = 0; i < length; i++) {
      token += this.alphabet.charAt(Math.floor(Math.random() * this.alphabet.length));
    }
    return token;
  }
}

@Injectable()
export class MagicLinkService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenFactory,
  ) {}

  async issue(email: string): Promise<string> {
    const token = this.tokens.create(32);
    await this.prisma.loginToken.create({
      data: { email: email.toLowerCase(), token, expiresAt: new Date(Date.now() + 15 * 60_000) },
    });
    return `https://app.example.com/auth/magic?token=${token}`;
  }
}

@Controller("auth")
export class MagicLinkController {
  constructor(private readonly magicLinks: MagicLinkService) {}

  @Post("magic-link")
  @HttpCode(202)
  async request(@Body() body: { email: string }): Promise<{ sent: boolean }> {
    const link = await this.magicLinks.issue(String(body.email));
    console.info(`magic link queued for delivery (${link.length} chars)`);
    return { sent: true };
  }
}
